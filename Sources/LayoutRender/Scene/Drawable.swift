import LayoutCore

/// One resolved thing to draw, in scene points; the SVG writer and the rasterizer draw the same list.
public struct Drawable: Sendable, Hashable {
    /// What is drawn.
    public enum Shape: Sendable, Hashable {
        /// A rectangle with circular corners of the radius (0 for square corners).
        case rect(Rect2D, cornerRadius: Double)
        /// Text already turned into glyph outlines, filled non-zero and stroked when set (synthesized bold); `text` is
        /// kept for SVG titles and tests.
        case glyphs(text: String, outline: Path)
        /// A straight line.
        case line(from: Point2D, to: Point2D)
        /// An outline filled non-zero and stroked like a box: an element's box clipped by its mask.
        case path(Path)
        /// Drawables composited together at `opacity` in (0, 1): drawn on their own, then blended as one
        /// (SVG group opacity), so that a faded element's label does not show its box through it.
        indirect case group([Drawable], opacity: Double)
    }

    /// What is drawn.
    public var shape: Shape
    /// Fill colour, if filled.
    public var fill: RGBAColor?
    /// Stroke colour, if stroked.
    public var stroke: RGBAColor?
    /// Stroke width in points.
    public var strokeWidth: Double
    /// Maps the shape's coordinates to scene points (frame placement, carousel scale).
    public var transform: Transform2D
    /// Scene rectangle outside which nothing of this drawable shows.
    public var clip: Rect2D?
    /// What the drawable shows, for SVG `class` attributes (`cell`, `header`, `label`, ...).
    public var role: String

    /// Creates a drawable.
    public init(
        shape: Shape, fill: RGBAColor? = nil, stroke: RGBAColor? = nil, strokeWidth: Double = 1,
        transform: Transform2D = .identity, clip: Rect2D? = nil, role: String
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.transform = transform
        self.clip = clip
        self.role = role
    }
}

/// A resolved, z-sorted picture: what both the SVG writer and the rasterizer draw. Rendering it cannot fail.
public struct RenderScene: Sendable, Hashable {
    /// Canvas size in points.
    public var size: Size2D
    /// Canvas background.
    public var background: RGBAColor
    /// Drawables in painting order.
    public var drawables: [Drawable]

    /// Creates a scene.
    public init(size: Size2D, background: RGBAColor, drawables: [Drawable]) {
        self.size = size
        self.background = background
        self.drawables = drawables
    }
}
