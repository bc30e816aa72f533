import LayoutCore
import Testing

@testable import LayoutRender

@Suite("Colours and bitmaps")
struct RasterColorTests {
    @Test("hex colours parse", arguments: [
        ("#1E88E5", RGBAColor(r: 0x1E, g: 0x88, b: 0xE5, a: 255)),
        ("#1e88e580", RGBAColor(r: 0x1E, g: 0x88, b: 0xE5, a: 0x80)),
        ("FFFFFF", RGBAColor.white),
        ("#00000000", RGBAColor.clear),
    ])
    func parses(_ text: String, _ color: RGBAColor) {
        #expect(RGBAColor(hex: text) == color)
    }

    @Test("malformed hex colours are rejected", arguments: ["", "#", "#12345", "#1234567", "#GGGGGG", "#+12345", "##123456", "#123456789"])
    func rejects(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test("hexString round-trips and omits opaque alpha")
    func hexString() {
        #expect(RGBAColor(hex: "#0a0B0c")!.hexString == "#0A0B0C")
        #expect(RGBAColor(hex: "#1E88E580")!.hexString == "#1E88E580")
    }

    @Test("withAlpha rounds to the nearest level and clamps", arguments: [(0.5, 128), (1.0, 255), (0.0, 0), (2.0, 255), (-1.0, 0), (Double.nan, 0)] as [(Double, UInt8)])
    func withAlpha(_ alpha: Double, _ expected: UInt8) {
        let color = RGBAColor(r: 10, g: 20, b: 30).withAlpha(alpha)
        #expect(color.a == expected && color.r == 10 && color.g == 20 && color.b == 30)
    }

    @Test("a new bitmap is filled with the premultiplied colour")
    func filledBitmap() {
        let bitmap = Bitmap(width: 3, height: 2, fill: RGBAColor(r: 200, g: 100, b: 51, a: 128))
        #expect(bitmap.pixels.count == 24)
        #expect(bitmap[2, 1] == Bitmap.Pixel(r: 100, g: 50, b: 26, a: 128))
        #expect(Bitmap(width: -4, height: 2).pixels.isEmpty)
    }

    @Test("the pixel accessor reads and writes one pixel")
    func pixelAccessor() {
        var bitmap = Bitmap(width: 2, height: 2)
        bitmap[1, 0] = Bitmap.Pixel(r: 1, g: 2, b: 3, a: 4)
        #expect(bitmap.pixels == [0, 0, 0, 0, 1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(bitmap[1, 0].unpremultiplied == RGBAColor(r: 64, g: 128, b: 191, a: 4))
    }

    @Test("un-premultiplying then premultiplying restores every valid premultiplied pixel")
    func premultiplicationRoundTrip() {
        for alpha in 0...255 {
            for channel in 0...alpha {
                let pixel = Bitmap.Pixel(r: UInt8(channel), g: UInt8(alpha - channel), b: 0, a: UInt8(alpha))
                #expect(Bitmap.Pixel(premultiplying: pixel.unpremultiplied) == pixel)
            }
        }
    }
}
