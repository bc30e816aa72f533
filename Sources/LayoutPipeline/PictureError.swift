import LayoutCore
import LayoutRender

/// Why a scene cannot become a picture.
public enum PictureError: Error, Equatable, Sendable {
    /// The scale is not a finite number in (0, `PixelLimits.maximumScale`].
    case badScale(Double)
    /// The bitmap would exceed `PixelLimits.maximumPixelsPerSide` on a side.
    case tooLarge(size: Size2D, scale: Double)
    /// The bitmap would exceed `PixelLimits.maximumPixelCount` pixels in all.
    case tooManyPixels(size: Size2D, scale: Double)
    /// Drawing the picture's elements would exceed `RenderBudget.maximumWork`.
    case tooMuchWork(SceneCost, scale: Double)
    /// The picture's labels would have more than `RenderBudget.maximumGlyphs` characters.
    case tooManyGlyphs(Int)
    /// The first `frames` of a picture's `of` frames already hold `elements`, more than `limit`
    /// (`LayoutPicture.maximumFrameElements`): refused before the rest are resolved.
    case tooManyFrameElements(elements: Int, frames: Int, of: Int, limit: Int)

    /// What is wrong with `subject` (e.g. "the content area"), without advice: callers add what the
    /// user can change (`lower the scale`, `show fewer pictures`).
    public func message(subject: String) -> String {
        let f = DecimalFormat.format
        switch self {
        case .badScale(let scale):
            return "the scale must be \(PixelLimits.scaleRequirement), got \(f(scale))"
        case let .tooLarge(size, scale):
            let w = PixelLimits.pixels(size.width, scale: scale), h = PixelLimits.pixels(size.height, scale: scale)
            return "\(subject) of \(f(size.width))×\(f(size.height)) pt at scale \(f(scale)) is \(f(w))×\(f(h)) px; "
                + "the limit is \(PixelLimits.maximumPixelsPerSide) px per side"
        case let .tooManyPixels(size, scale):
            let w = PixelLimits.pixels(size.width, scale: scale), h = PixelLimits.pixels(size.height, scale: scale)
            return "\(subject) of \(f(size.width))×\(f(size.height)) pt at scale \(f(scale)) is \(f(w))×\(f(h)) px; "
                + "the limit is \(PixelLimits.maximumPixelCount) px in all"
        case let .tooMuchWork(cost, scale):
            let millions = { (value: Double) in f((value / 1e6).rounded()) }
            return "\(subject) would draw \(cost.elements) elements (none outside it or under an opaque one counted) "
                + "covering \(millions(cost.area * scale * scale)) million device pixels at scale \(f(scale)), overlaps "
                + "counted each time, with \(cost.glyphs) label characters: \(millions(RenderBudget.work(of: cost, scale: scale))) "
                + "million units of work, more than the budget of \(millions(RenderBudget.maximumWork)) million"
        case .tooManyGlyphs(let count):
            return "\(subject) would draw labels of \(count) characters in all; the limit is \(RenderBudget.maximumGlyphs)"
        case let .tooManyFrameElements(elements, frames, total, limit):
            return "\(subject)'s first \(frames) of \(total) frames show \(elements) elements; the limit over all frames is \(limit)"
        }
    }
}
