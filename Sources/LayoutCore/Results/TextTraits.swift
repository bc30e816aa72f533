/// How a text mark's glyphs are set beyond their size: the weight and slant the app asked for.
///
/// The embedded font has one regular face, so pictures synthesize the others: a weight above regular thickens
/// each glyph's outline, italic slants it. Advance widths stay the regular face's.
public struct TextTraits: Hashable, Sendable {
    /// The weight, on UIKit's `UIFont.Weight` scale: 0 regular, 0.3 semibold, 0.4 bold, up to 1.
    public var weight: Double
    /// Whether the glyphs lean right.
    public var isItalic: Bool

    /// Traits of `weight` and slant.
    public init(weight: Double = 0, isItalic: Bool = false) {
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The regular upright face.
    public static let regular = TextTraits()
}
