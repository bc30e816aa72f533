import LayoutCore
import LayoutRender

/// The most drawing one picture may take, checked before any drawable is made so that a legal spec
/// can never make a render run for minutes or exhaust memory: within it a picture draws in about five
/// seconds at most on one core and well under 2 GB (the worst-case benchmark in the README measures it).
///
/// Work is counted in painted device pixels (about two nanoseconds each, strokes and anti-aliasing
/// included): each element drawn costs `workPerElement` however small it is, each label character
/// `workPerGlyph`, and each element the device pixels it covers of the picture.
public enum RenderBudget {
    /// The work a picture may take, in painted device pixels.
    public static let maximumWork = 2.5e9
    /// The work of one element besides its pixels (sorting, its drawables, flattening its outline).
    public static let workPerElement = 5_000.0
    /// The work of one label character besides its pixels (its glyph outline).
    public static let workPerGlyph = 5_000.0
    /// Label characters a picture may draw: each glyph outline is held in memory until drawn.
    public static let maximumGlyphs = 250_000

    /// The work of drawing `cost` at `scale`, in painted device pixels.
    public static func work(of cost: SceneCost, scale: Double) -> Double {
        cost.area * scale * scale + Double(cost.elements) * workPerElement + Double(cost.glyphs) * workPerGlyph
    }

    /// Throws unless drawing `cost` at `scale` stays within the budget.
    public static func check(_ cost: SceneCost, scale: Double) throws(PictureError) {
        guard cost.glyphs <= maximumGlyphs else { throw .tooManyGlyphs(cost.glyphs) }
        guard !(work(of: cost, scale: scale) > maximumWork) else { throw .tooMuchWork(cost, scale: scale) }
    }
}
