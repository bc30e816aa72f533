import LayoutRender

/// What comparing two images came to and, when they differ, the expected | diff | actual strip as PNG or
/// why there is none (a strip beyond the PNG limits): what `snapshots verify` and `diff -o` both report.
public struct ImageDiffVerdict: Sendable {
    /// The comparison.
    public var result: ImageDiffResult
    /// The options it was made with.
    public var options: ImageDiffOptions
    /// The strip: `nil` when the images match or none was asked for, a failure when it could not be made.
    public var diffImage: Result<[UInt8], PNGError>?

    /// Whether the images match within the tolerance.
    public var matches: Bool { result.matches(options.tolerance) }

    /// `N of M pixels differ (…) within [x, y, w, h] px; allowed: T`, the allowance only for a difference
    /// between images of one size.
    public var summary: String {
        result.summary + (!matches && result.sizesMatch ? "; allowed: \(options.tolerance)" : "")
    }

    /// `no diff image: WHY` when the strip could not be made, else `nil`.
    public var missingImageNote: String? {
        guard case .failure(let error)? = diffImage else { return nil }
        return "no diff image: \(error)"
    }
}
