import LayoutRender
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec
import Testing

/// `diff -o`'s path: the strip composed row by row straight into the encoder must be the strip the
/// bitmap path draws, pixel for pixel, with the same comparison result.
@Suite struct ImageDiffStripEncodingTests {
    @Test(arguments: [(80, 90), (80, 80)])
    func encodedStripDecodesToTheDrawnStrip(beforeHeight: Double, afterHeight: Double) throws {
        let before = try Fixture.bitmap(height: beforeHeight, viewport: true)
        let after = try Fixture.bitmap(height: afterHeight, viewport: true)
        let drawn = ImageDiff.compare(before, after, makingDiffImage: true)
        let (result, png) = try ImageDiff.compareEncodingStrip(before, after)
        #expect(try PNGCodec.decode(png) == drawn.diffImage)
        #expect(result.differingPixels == drawn.differingPixels)
        #expect(result.antialiasedPixels == drawn.antialiasedPixels)
        #expect(result.bounds == drawn.bounds)
        #expect(result.diffImage == nil, "the strip is only encoded, never held")
    }

    @Test func imagesOfDifferentSizesAndTranslucentPixelsEncodeTheSameStrip() throws {
        var a = Fixture.solid(10, 8), b = Fixture.solid(12, 9)
        a[2, 3] = Bitmap.Pixel(r: 0, g: 0, b: 60, a: 128)
        b[4, 5] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
        let drawn = ImageDiff.compare(a, b, makingDiffImage: true)
        let (result, png) = try ImageDiff.compareEncodingStrip(a, b)
        #expect(try PNGCodec.decode(png) == drawn.diffImage)
        #expect(result.summary == drawn.summary)
    }
}
