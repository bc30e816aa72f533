import LayoutRender
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec
import Testing

@Suite struct ImageDiffTests {
    @Test func identicalImagesMatchWithNothingCounted() throws {
        let image = try Fixture.bitmap()
        let result = ImageDiff.compare(image, image)
        #expect(result.differingPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(result.bounds == nil)
        #expect(result.matches(.pixels(0)))
    }

    @Test(arguments: [1.0, 2.0])
    func aOnePointMoveOfOneCellFailsWithTheDefaults(scale: Double) throws {
        let before = try Fixture.bitmap(height: 80, scale: scale, viewport: true)
        let after = try Fixture.bitmap(height: 81, scale: scale, viewport: true)
        #expect(before.width == after.width && before.height == after.height)
        let result = ImageDiff.compare(before, after)
        #expect(!result.matches(ImageDiffOptions.default.tolerance))
        // The cell's bottom edge moved: at least one row of its width changed.
        #expect(result.differingPixels >= Int(100 * scale))
        let bounds = try #require(result.bounds)
        // Item 0·3 is in the right column (x from 125).
        #expect(bounds.x >= Int(120 * scale))
    }

    @Test func fullyTransparentPixelsAreEqualWhateverTheirColour() {
        let a = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 0])
        var b = a
        b[1, 0] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
        #expect(ImageDiff.compare(a, b).differingPixels == 0)
    }

    @Test func thresholdDecidesWhetherASlightColourChangeCounts() {
        let a = Fixture.solid(4, 4, RGBAColor(r: 200, g: 200, b: 200))
        let b = Fixture.solid(4, 4, RGBAColor(r: 205, g: 200, b: 200))
        #expect(ImageDiff.compare(a, b, options: ImageDiffOptions(threshold: 0.1)).differingPixels == 0)
        #expect(ImageDiff.compare(a, b, options: ImageDiffOptions(threshold: 0)).differingPixels == 16)
    }

    @Test func toleranceAsCountOrRatio() {
        let a = Fixture.solid(10, 10)
        var b = a
        b[3, 3] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 255)
        b[5, 6] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 255)
        let result = ImageDiff.compare(a, b)
        #expect(result.differingPixels == 2)
        #expect(result.bounds == PixelRect(x: 3, y: 3, width: 3, height: 4))
        #expect(!result.matches(.pixels(1)))
        #expect(result.matches(.pixels(2)))
        #expect(result.matches(.ratio(0.02)))
        #expect(!result.matches(.ratio(0.019)))
    }

    @Test func differentSizesFailAndStillDrawADiff() {
        let a = Fixture.solid(10, 8), b = Fixture.solid(12, 8)
        let result = ImageDiff.compare(a, b, options: ImageDiffOptions(tolerance: .ratio(1)), makingDiffImage: true)
        #expect(!result.sizesMatch)
        #expect(!result.matches(.ratio(1)))
        #expect(result.differingPixels == 16)
        #expect(result.bounds == PixelRect(x: 10, y: 0, width: 2, height: 8))
        #expect(result.summary.hasPrefix("image size changed from 10×8 to 12×8 px"))
        let strip = try! #require(result.diffImage)
        #expect(strip.width == 3 * 12 + 2 * 4)
        #expect(strip.height == 8)
        // The diff panel marks the column only the actual image has in red.
        #expect(strip[12 + 4 + 11, 0] == Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func diffStripShowsExpectedDiffActual() throws {
        let before = try Fixture.bitmap(height: 80, viewport: true), after = try Fixture.bitmap(height: 90, viewport: true)
        let result = ImageDiff.compare(before, after, makingDiffImage: true)
        let strip = try #require(result.diffImage)
        #expect(strip.width == before.width * 3 + 8)
        #expect(strip[5, 5] == before[5, 5])
        #expect(strip[2 * (before.width + 4) + 5, 5] == after[5, 5])
        var red = 0
        for y in 0..<strip.height {
            for x in 0..<before.width where strip[before.width + 4 + x, y] == Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255) { red += 1 }
        }
        #expect(red == result.differingPixels)
        // Unchanged pixels are a faded grey, lighter than the original header.
        let grey = strip[before.width + 4 + 5, 5]
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 200)
    }

    @Test func antialiasingDetectionIgnoresEdgeNoiseOnlyWhenAsked() {
        // Black | one grey anti-aliased column | white; the actual image has a darker grey at one edge pixel.
        var a = Fixture.solid(9, 9)
        for y in 0..<9 {
            for x in 0..<4 { a[x, y] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 255) }
            a[4, y] = Bitmap.Pixel(r: 128, g: 128, b: 128, a: 255)
        }
        var b = a
        b[4, 4] = Bitmap.Pixel(r: 60, g: 60, b: 60, a: 255)
        let strict = ImageDiff.compare(a, b, options: ImageDiffOptions(detectsAntialiasing: false))
        let lenient = ImageDiff.compare(a, b, options: ImageDiffOptions(detectsAntialiasing: true))
        #expect(strict.differingPixels == 1)
        #expect(lenient.differingPixels == 0)
        #expect(lenient.antialiasedPixels == 1)
        // A change inside a flat area is never anti-aliasing.
        b[7, 7] = Bitmap.Pixel(r: 60, g: 60, b: 60, a: 255)
        #expect(ImageDiff.compare(a, b).differingPixels == 1)
    }
}
