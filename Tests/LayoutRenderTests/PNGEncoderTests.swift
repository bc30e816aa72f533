import CPNG
import Testing

@testable import LayoutRender

/// The encoder's own framing: slices compressed in parallel must join into one valid zlib stream.
@Suite("PNG encoder")
struct PNGEncoderTests {
    /// Opaque noise with `translucent` pixels (index, alpha) made translucent, premultiplied.
    private static func noise(width: Int, height: Int, translucent: [(Int, UInt8)] = []) -> Bitmap {
        var state: UInt32 = 2024
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in pixels.indices where index % 4 != 3 {
            state = state &* 1_103_515_245 &+ 12345
            // Runs of equal bytes as well as noise, so deflate finds matches across rows.
            pixels[index] = index % 4096 < 2048 ? UInt8(state >> 24) : UInt8(index / 4096 % 256)
        }
        for (pixel, alpha) in translucent {
            pixels[pixel * 4 + 3] = alpha
            for channel in 0..<3 { pixels[pixel * 4 + channel] = min(pixels[pixel * 4 + channel], alpha) }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test("an image of several slices is one zlib stream with the right scanlines and checksum")
    func slicesJoin() throws {
        let bitmap = Self.noise(width: 300, height: 2000)
        #expect(PNGEncoder.pixelsPerSlice / 300 < 1000, "the image spans at least three slices")
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGTestSupport.chunkTypes(png) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(Array(png[16..<29]) == [0, 0, 1, 44, 0, 0, 7, 208, 8, 2, 0, 0, 0], "IHDR: 300 × 2000, 8-bit RGB")
        let scanlines = try PNGTestSupport.inflate(png, rawLength: 2000 * (1 + 300 * 3))
        #expect(try PNGTestSupport.unfilter(scanlines, rowLength: 300 * 3, bytesPerPixel: 3) == PNGTestSupport.rgbRows(bitmap))
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    @Test("one translucent pixel in the last slice makes the whole image RGBA, and it round-trips")
    func translucentInLastSlice() throws {
        let bitmap = Self.noise(width: 300, height: 2000, translucent: [(300 * 2000 - 1, 128)])
        let png = try PNGCodec.encode(bitmap)
        #expect(png[25] == 6, "colour type RGBA")
        #expect(try PNGTestSupport.inflate(png, rawLength: 2000 * (1 + 300 * 4)).count == 2000 * (1 + 300 * 4))
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    @Test("slice edge cases round-trip", arguments: [
        (1, PNGEncoder.pixelsPerSlice + 1),  // a last slice of one row
        (PNGEncoder.pixelsPerSlice + 3, 2),  // rows wider than a slice: one row a slice
        (1, 1),
    ])
    func edgeCases(width: Int, height: Int) throws {
        let bitmap = Self.noise(width: width, height: height, translucent: width == 1 && height == 1 ? [(0, 0)] : [])
        #expect(try PNGCodec.decode(PNGCodec.encode(bitmap)) == bitmap)
    }
}
