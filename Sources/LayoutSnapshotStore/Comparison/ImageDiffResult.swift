import Foundation
import LayoutRender

/// What an image comparison found.
public struct ImageDiffResult: Sendable {
    /// Size of the expected image, in pixels.
    public var expectedSize: (width: Int, height: Int)
    /// Size of the actual image, in pixels.
    public var actualSize: (width: Int, height: Int)
    /// Pixels that differ beyond the threshold and are not anti-aliasing; with different sizes this
    /// includes every pixel that only one of the images has.
    public var differingPixels: Int
    /// Pixels beyond the threshold that were taken for anti-aliasing and not counted.
    public var antialiasedPixels: Int
    /// The pixels compared: the area of the larger width by the larger height.
    public var totalPixels: Int
    /// The smallest rectangle holding every differing pixel, if any differ.
    public var bounds: PixelRect?
    /// The expected | diff | actual strip, when it was asked for.
    public var diffImage: Bitmap?

    /// Whether both images have the same size.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// Whether the images match: same size and a count of differing pixels within `tolerance`.
    public func matches(_ tolerance: ImageTolerance) -> Bool {
        sizesMatch && tolerance.allows(differingPixels, of: totalPixels)
    }

    /// One line for people: how many pixels differ and where, or why the sizes do not match.
    public var summary: String {
        var text = ""
        if !sizesMatch {
            text = "image size changed from \(expectedSize.width)×\(expectedSize.height) to \(actualSize.width)×\(actualSize.height) px; "
        }
        text += "\(differingPixels) of \(totalPixels) pixels differ (\(Self.percent(Double(differingPixels) / Double(max(totalPixels, 1)))))"
        if let bounds { text += " within \(bounds) px" }
        if antialiasedPixels > 0 { text += "; \(antialiasedPixels) more taken for anti-aliasing" }
        return text
    }

    /// A ratio as a percentage with enough digits to not show 0% for a few pixels.
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        if value >= 10 { return String(format: "%.1f%%", value) }
        if value >= 0.01 { return String(format: "%.2f%%", value) }
        return String(format: "%.2g%%", value)
    }
}
