import LayoutPipeline
import LayoutSpec
import Testing

/// Review sheets made in-process: pictures side by side at one scale, captioned with what differs.
@Suite struct ReviewSheetTests {
    /// Two 120-wide content pictures of 2 items 40 high, one per line: 80 high, and 120 with a line spacing of 40.
    static let variants = #"""
        {"name": "v", "viewport": {"width": 120, "height": 50},
         "layout": {"kind": "flow", "itemSize": {"width": 120, "height": 40}},
         "sections": [{"items": {"count": 2}}],
         "variants": [{}, {"lineSpacing": 40}]}
        """#

    static func expand(_ text: String, file: String) throws -> [SpecVariant] {
        try SpecVariants.expand(Array(text.utf8), file: file)
    }

    /// Margin 16, sheet title 28, one caption line 18 + 6: pictures start at y = 68. Width 16 + 120 + 16 +
    /// 120 + 16 = 288; height 68 + 120 + 16 = 204.
    @Test(arguments: [(nil, 288, 204), (2, 576, 408)])
    func aVariantSheetHasEveryPictureSideBySideAtOneScale(scale: Double?, width: Int, height: Int) throws {
        let picture = try ReviewSheet.picture(of: [try Self.expand(Self.variants, file: "v.json")], scale: scale)
        #expect(picture.pixelWidth == width && picture.pixelHeight == height)
    }

    /// Without a scale the sheet takes the largest of its specs' scales, whichever file it comes from; a scale
    /// given replaces them all. The sheet's size in points is the same at every scale (its pixels at scale 1).
    @Test(arguments: [(1.0, 3.0, nil, 3.0), (3.0, 1.0, nil, 3.0), (2.0, 2.0, nil, 2.0), (1.0, 3.0, 1.5, 1.5), (3.0, 3.0, 1.0, 1.0)])
    func theSheetIsDrawnAtTheScaleGivenElseTheLargestOfItsSpecs(
        first: Double, second: Double, given: Double?, expected: Double
    ) throws {
        func spec(scale: Double) -> String {
            Self.variants.replacingOccurrences(of: #""name": "v","#, with: #""name": "v", "scale": \#(scale),"#)
        }
        let groups = [try Self.expand(spec(scale: first), file: "a.json"), try Self.expand(spec(scale: second), file: "b.json")]
        let sheet = try ReviewSheet.picture(of: groups, scale: given)
        let points = try ReviewSheet.picture(of: groups, scale: 1)
        #expect(sheet.pixelWidth == Int(Double(points.pixelWidth) * expected))
        #expect(sheet.pixelHeight == Int(Double(points.pixelHeight) * expected))
    }

    @Test func captionsNameTheOverriddenKeys() throws {
        let svg = try ReviewSheet.picture(of: [try Self.expand(Self.variants, file: "v.json")]).svg()
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="288" height="204""#))
        #expect(svg.contains(#"<path class="sheet-title" aria-label="v""#))
        #expect(svg.contains(#"<path class="caption" aria-label="as written""#))
        #expect(svg.contains(#"<path class="caption" aria-label="lineSpacing: 40""#))
    }

    @Test func severalSpecsAreTitledAndCaptionedWithTheirDifferences() throws {
        let base = #"{"viewport": {"width": 60, "height": 50}, "layout": {"kind": "flow", "lineSpacing": SPACING}, "sections": [{"items": {"count": 2}}]}"#
        let a = try Self.expand(base.replacingOccurrences(of: "SPACING", with: "4"), file: "a.json")
        let b = try Self.expand(base.replacingOccurrences(of: "SPACING", with: "8"), file: "b.json")
        let svg = try ReviewSheet.picture(of: [a, b], overrides: PresentationOverrides(annotate: true)).svg()
        #expect(svg.contains(#"<path class="caption-title" aria-label="a""#))
        #expect(svg.contains(#"<path class="caption" aria-label="lineSpacing: 4""#))
        #expect(svg.contains(#"<path class="caption-title" aria-label="b""#))
        #expect(svg.contains(#"<path class="caption" aria-label="lineSpacing: 8""#))
        #expect(svg.contains(#"<path class="dimension-value" aria-label="8""#))
    }

    /// Seven files of two 120-point pictures are over 1,700 points wide: past 16,384 px at scale 16.
    @Test func aSheetBeyondThePixelLimitNamesItsFilesAndWhatToChange() throws {
        let groups = Array(repeating: try Self.expand(Self.variants, file: "v.json"), count: 7)
        #expect(throws: ReviewSheet.Failure.self) { try ReviewSheet.picture(of: groups, scale: 16) }
        do {
            _ = try ReviewSheet.picture(of: groups, scale: 16)
        } catch {
            #expect(error.description.hasPrefix("v.json, v.json, v.json, v.json, v.json, v.json, v.json: the sheet of "))
            #expect(error.description.hasSuffix("the limit is 16384 px per side (lower --scale or show fewer pictures)"))
        }
    }
}
