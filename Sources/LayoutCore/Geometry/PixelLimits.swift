/// How points become device pixels, and the limits every rendered image keeps to so that a typo cannot
/// ask for a gigapixel image: the one place these rules are written.
public enum PixelLimits {
    /// The largest number of device pixels per side of an image.
    public static let maximumPixelsPerSide = 16384
    /// The largest number of device pixels of an image in all (8192 × 8192, 256 MB of RGBA): what the PNG
    /// codec accepts, so that every picture the limits allow can also be written and read back.
    public static let maximumPixelCount = 1 << 26
    /// The largest device scale (device pixels per point).
    public static let maximumScale = 16.0

    /// Device pixels covering `points` at `scale`, rounded up so that nothing is cut off.
    public static func pixels(_ points: Double, scale: Double) -> Double {
        (points * scale).rounded(.up)
    }

    /// Whether `scale` is a usable device scale: finite, above 0 and at most `maximumScale`.
    public static func isValidScale(_ scale: Double) -> Bool {
        scale.isFinite && scale > 0 && scale <= maximumScale
    }

    /// What `isValidScale` asks for, in the words every message about a bad scale uses.
    public static var scaleRequirement: String { "a number in (0, \(DecimalFormat.format(maximumScale))]" }

    /// Whether `points` at `scale` stays within `maximumPixelsPerSide` (NaN never does).
    public static func fits(_ points: Double, scale: Double) -> Bool {
        pixels(points, scale: scale) <= Double(maximumPixelsPerSide)
    }

    /// Whether an image of `width` × `height` points at `scale` stays within `maximumPixelCount`.
    public static func fitsInAll(width: Double, height: Double, scale: Double) -> Bool {
        pixels(width, scale: scale) * pixels(height, scale: scale) <= Double(maximumPixelCount)
    }
}
