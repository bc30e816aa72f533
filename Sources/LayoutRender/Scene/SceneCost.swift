import LayoutCore

/// What drawing a scene's elements will take, known before any drawable is made, so that a caller can
/// refuse a picture that would take too long or too much memory before paying for it.
public struct SceneCost: Sendable, Hashable {
    /// Elements drawn (after culling and occlusion).
    public var elements: Int
    /// Characters of the labels drawn: each becomes a glyph outline.
    public var glyphs: Int
    /// The area, in square points, of what the drawn elements cover of their frames, an element drawn
    /// at an alpha below 1 counted twice (it is drawn on a layer, then composited).
    public var area: Double

    /// A cost.
    public init(elements: Int = 0, glyphs: Int = 0, area: Double = 0) {
        self.elements = elements
        self.glyphs = glyphs
        self.area = area
    }

    /// The cost of drawing both.
    public static func + (lhs: SceneCost, rhs: SceneCost) -> SceneCost {
        SceneCost(elements: lhs.elements + rhs.elements, glyphs: lhs.glyphs + rhs.glyphs, area: lhs.area + rhs.area)
    }
}
