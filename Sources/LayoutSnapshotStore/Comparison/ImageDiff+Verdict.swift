import LayoutRender

extension ImageDiff {
    /// Compares `expected` with `actual` and, when they differ and `drawingDiff`, encodes the strip: the one
    /// path from two images to a verdict with its diff image, so a strip that cannot be made never costs the verdict.
    ///
    /// Compared again while the strip is encoded: keeping every pixel's mark in the first comparison would
    /// cost each matching pair more than the second comparison costs a differing one.
    public static func verdict(
        _ expected: Bitmap, _ actual: Bitmap, options: ImageDiffOptions, drawingDiff: Bool = true
    ) -> ImageDiffVerdict {
        var verdict = ImageDiffVerdict(result: compare(expected, actual, options: options), options: options, diffImage: nil)
        guard drawingDiff, !verdict.matches else { return verdict }
        do {
            let drawn = try compareEncodingStrip(expected, actual, options: options)
            verdict.result = drawn.result
            verdict.diffImage = .success(drawn.diffPNG)
        } catch {
            verdict.diffImage = .failure(error)
        }
        return verdict
    }
}
