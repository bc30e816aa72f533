/// The settings of an image comparison.
///
/// The defaults are strict: any pixel whose colour moved more than `threshold` counts, and none
/// may differ. A one-point move of one cell changes whole rows of edge pixels and always fails.
public struct ImageDiffOptions: Hashable, Sendable {
    /// Per-pixel colour threshold from 0 to 1 on pixelmatch's YIQ scale: two pixels are the same when
    /// their squared YIQ distance is at most `35215 × threshold²`. 0.1 is pixelmatch's default.
    public var threshold: Double
    /// Whether pixels that look like anti-aliasing in either image (pixelmatch's detector, after
    /// Vysniauskas 2009) are left out of the count. They are still painted, in yellow, in the diff image.
    public var detectsAntialiasing: Bool
    /// How many differing pixels the whole image may have.
    public var tolerance: ImageTolerance

    /// Creates options; the defaults are pixelmatch's threshold and anti-aliasing detection, and no differing pixel.
    public init(threshold: Double = 0.1, detectsAntialiasing: Bool = true, tolerance: ImageTolerance = .pixels(0)) {
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.tolerance = tolerance
    }

    /// The defaults.
    public static let `default` = ImageDiffOptions()
}
