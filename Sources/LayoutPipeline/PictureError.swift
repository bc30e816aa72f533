import LayoutCore

/// Why a scene cannot become a picture.
public enum PictureError: Error, Equatable, Sendable {
    /// The scale is not a finite number in (0, `PixelLimits.maximumScale`].
    case badScale(Double)
    /// The bitmap would exceed `PixelLimits.maximumPixelsPerSide` on a side.
    case tooLarge(size: Size, scale: Double)
    /// The bitmap would exceed `PixelLimits.maximumPixelCount` pixels in all.
    case tooManyPixels(size: Size, scale: Double)

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
        }
    }
}
