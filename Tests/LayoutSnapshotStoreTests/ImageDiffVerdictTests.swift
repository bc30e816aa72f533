import LayoutCore
import LayoutRender
import LayoutSnapshotStore
import Testing

/// `ImageDiff.verdict`, the one path from two images to a verdict and its diff strip.
@Suite struct ImageDiffVerdictTests {
    let white = Bitmap(width: 8, height: 6, fill: RGBAColor(r: 255, g: 255, b: 255, a: 255))
    let black = Bitmap(width: 8, height: 6, fill: RGBAColor(r: 0, g: 0, b: 0, a: 255))

    @Test func aMatchDrawsNoStrip() {
        let verdict = ImageDiff.verdict(white, white, options: .default)
        #expect(verdict.matches && verdict.diffImage == nil && verdict.missingImageNote == nil)
    }

    @Test func aDifferenceDrawsTheStripOnlyWhenAskedAndStatesTheAllowance() throws {
        let verdict = ImageDiff.verdict(white, black, options: .default)
        #expect(!verdict.matches)
        #expect(verdict.summary == "48 of 48 pixels differ (100.0%) within [0, 0, 8, 6] px; allowed: 0 pixels")
        let strip = try PNGCodec.decode(try #require(try verdict.diffImage?.get()))
        #expect((strip.width, strip.height) == (3 * 8 + 8, 6))
        #expect(ImageDiff.verdict(white, black, options: .default, drawingDiff: false).diffImage == nil)
    }
}
