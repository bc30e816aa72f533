import ArgumentParser
import LayoutSnapshotStore

/// The image comparison options shared by `diff` and `snapshots`.
struct DiffOptions: ParsableArguments {
    @Option(help: "Per-pixel colour threshold from 0 to 1 (pixelmatch's YIQ scale); smaller is stricter.")
    var threshold = ImageDiffOptions.default.threshold

    @Option(name: .customLong("max-diff-pixels"), help: "How many pixels may differ and still match.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "What fraction (0 to 1) of the pixels may differ and still match.")
    var maxDiffRatio: Double?

    @Flag(name: .customLong("count-antialiasing"), help: "Count pixels that look like anti-aliasing as differences too.")
    var countAntialiasing = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be a number from 0 to 1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be a number from 0 to 1")
        }
        if maxDiffPixels != nil, maxDiffRatio != nil { throw ValidationError("give either --max-diff-pixels or --max-diff-ratio, not both") }
    }

    var imageOptions: ImageDiffOptions {
        ImageDiffOptions(
            threshold: threshold, detectsAntialiasing: !countAntialiasing,
            tolerance: maxDiffRatio.map(ImageTolerance.ratio) ?? .pixels(maxDiffPixels ?? 0))
    }
}
