import LayoutCore
import Testing

@testable import LayoutRender

@Suite("PNG codec")
struct PNGCodecTests {
    /// Every valid premultiplied pixel (colour channels ≤ alpha) in one bitmap.
    private static func allPremultipliedPixels() -> Bitmap {
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for channel in 0...alpha {
                pixels += [UInt8(channel), UInt8(alpha - channel), UInt8(channel / 2), UInt8(alpha)]
            }
        }
        // 32 896 pixels = 257 × 128.
        return Bitmap(width: 257, height: 128, pixels: pixels)
    }

    /// Opaque pixels from a fixed linear congruential sequence.
    private static func opaqueNoise(width: Int, height: Int) -> Bitmap {
        var state: UInt32 = 12345
        var pixels: [UInt8] = []
        for _ in 0..<(width * height) {
            for _ in 0..<3 {
                state = state &* 1_103_515_245 &+ 12345
                pixels.append(UInt8(state >> 24))
            }
            pixels.append(255)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test("opaque bitmaps round-trip exactly, written as RGB")
    func opaqueRoundTrip() throws {
        let bitmap = Self.opaqueNoise(width: 37, height: 23)
        let png = try PNGCodec.encode(bitmap)
        #expect(png[25] == 2, "colour type RGB")
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    /// The rule: encoding stores `round(c × 255 / a)`, decoding restores `round(c × a / 255)`, and
    /// that pair maps every premultiplied value with `c ≤ a` back to itself.
    @Test("every valid premultiplied pixel round-trips exactly, written as RGBA")
    func translucentRoundTrip() throws {
        let bitmap = Self.allPremultipliedPixels()
        let png = try PNGCodec.encode(bitmap)
        #expect(png[25] == 6, "colour type RGBA")
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    @Test("a rendered canvas round-trips, and encoding is repeatable with no time stamp or text")
    func renderedRoundTrip() throws {
        var canvas = Canvas(width: 40, height: 30, background: .clear)
        canvas.fill(Path(roundedRect: Rect2D(x: 3.5, y: 2.25, width: 30, height: 20), cornerRadius: 6), color: RGBAColor(hex: "#1E88E5C0")!)
        canvas.stroke(Path(rect: Rect2D(x: 5, y: 5, width: 25, height: 14)), width: 1.5, color: RGBAColor(hex: "#E53935")!)
        let png = try PNGCodec.encode(canvas.bitmap)
        #expect(try PNGCodec.decode(png) == canvas.bitmap)
        #expect(try PNGCodec.encode(canvas.bitmap) == png)
        let types = PNGTestSupport.chunkTypes(png)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.contains("IDAT"))
        #expect(!types.contains("tIME") && !types.contains("tEXt") && !types.contains("iTXt"))
    }

    @Test("other colour types and bit depths decode to premultiplied RGBA8", arguments: [
        // 8-bit grey
        (PNGTestSupport.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0x00, 0xC8]]),
         [0, 0, 0, 255, 200, 200, 200, 255]),
        // 1-bit grey
        (PNGTestSupport.png(width: 3, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]),
         [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]),
        // 8-bit grey + alpha: 200 at alpha 128 → 100
        (PNGTestSupport.png(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[200, 128]]),
         [100, 100, 100, 128]),
        // palette with a transparent second entry
        (PNGTestSupport.png(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]],
                            extraChunks: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [255, 0])]),
         [255, 0, 0, 255, 0, 0, 0, 0]),
        // palette with a half-transparent entry: premultiplied although the file has no alpha channel
        (PNGTestSupport.png(width: 1, height: 1, bitDepth: 8, colorType: 3, rows: [[0]],
                            extraChunks: [("PLTE", [200, 100, 50]), ("tRNS", [128])]),
         [100, 50, 25, 128]),
        // 8-bit RGB with a tRNS colour key: the keyed pixel is transparent, the other opaque
        (PNGTestSupport.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[10, 20, 30, 40, 50, 60]],
                            extraChunks: [("tRNS", [0, 10, 0, 20, 0, 30])]),
         [0, 0, 0, 0, 40, 50, 60, 255]),
        // 16-bit RGB, read as sRGB: the high bytes
        (PNGTestSupport.png(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]]),
         [255, 128, 0, 255]),
    ] as [([UInt8], [UInt8])])
    func otherFormats(_ png: [UInt8], _ expected: [UInt8]) throws {
        #expect(try PNGCodec.decode(png).pixels == expected)
    }

    @Test("empty input")
    func empty() {
        #expect(throws: PNGError.empty) { try PNGCodec.decode([]) }
        #expect(PNGError.empty.description == "empty input: no PNG data")
    }

    @Test("non-PNG input", arguments: [Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), Array("<svg/>".utf8), [0x89, 0x50, 0x4E, 0x48]])
    func notPNG(_ bytes: [UInt8]) {
        #expect(throws: PNGError.notPNG) { try PNGCodec.decode(bytes) }
    }

    @Test("every truncation of a valid file is an error, never a crash")
    func truncated() throws {
        let png = try PNGCodec.encode(Self.opaqueNoise(width: 9, height: 7))
        for length in 1..<png.count {
            do {
                let bitmap = try PNGCodec.decode(Array(png[..<length]))
                Issue.record("decoding \(length) of \(png.count) bytes gave a \(bitmap.width)×\(bitmap.height) bitmap")
            } catch {
                switch error {
                case .truncated, .corrupt: break
                default: Issue.record("length \(length): unexpected \(error)")
                }
            }
        }
        let cut = Array(png[..<(png.count / 2)])
        #expect(throws: PNGError.self) { try PNGCodec.decode(cut) }
        do {
            _ = try PNGCodec.decode(Array(png[..<40]))
        } catch {
            #expect(error.description.hasPrefix("truncated PNG data: "), "\(error)")
        }
    }

    @Test("a damaged header CRC is reported with libpng's message")
    func badCRC() throws {
        var png = try PNGCodec.encode(Self.opaqueNoise(width: 4, height: 4))
        png[17] ^= 0x01  // a width byte inside IHDR; its CRC no longer matches
        do {
            _ = try PNGCodec.decode(png)
            Issue.record("decoded a PNG with a bad IHDR CRC")
        } catch {
            #expect(error == .corrupt("IHDR: CRC error"), "\(error)")
            #expect(error.description == "corrupt PNG data: IHDR: CRC error")
        }
    }

    @Test("a damaged compressed stream (with valid CRCs) is corrupt")
    func badZlib() {
        var png = PNGTestSupport.png(width: 2, height: 2, bitDepth: 8, colorType: 0, rows: [[1, 2], [3, 4]])
        let idat = PNGTestSupport.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00])
        let start = 8 + 25
        png.replaceSubrange(start..<(png.count - 12), with: idat)
        #expect {
            try PNGCodec.decode(png)
        } throws: { error in
            guard case .corrupt(let message) = error as? PNGError else { return false }
            return !message.isEmpty
        }
    }

    @Test("a header claiming an enormous image is refused before allocating")
    func enormous() {
        let png = PNGTestSupport.png(width: 60000, height: 60000, bitDepth: 8, colorType: 6, rows: [])
        #expect(throws: PNGError.tooLarge(width: 60000, height: 60000)) { try PNGCodec.decode(png) }
    }

    @Test("an empty bitmap cannot be encoded")
    func emptyBitmap() {
        #expect(throws: PNGError.emptyImage(width: 0, height: 3)) { try PNGCodec.encode(Bitmap(width: 0, height: 3)) }
    }
}

/// Issue finding "PNG limits agree": decode reads every shape encode writes.
@Suite("PNG limits agree")
struct PNGLimitsAgreeTests {
    @Test("images past libpng's default 1,000,000 rows or columns round-trip", arguments: [
        (1, 1_048_574), (1_048_574, 1), (2, 1_000_001),
    ])
    func pngLimitsAgree(width: Int, height: Int) throws {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<width * height {
            pixels[index * 4] = UInt8(truncatingIfNeeded: index)
            pixels[index * 4 + 1] = 0
            pixels[index * 4 + 2] = 0
        }
        let bitmap = Bitmap(width: width, height: height, pixels: pixels)
        let decoded = try PNGCodec.decode(PNGCodec.encode(bitmap))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.pixels == bitmap.pixels)
    }

    @Test("a header past the pixel limit is too large, not corrupt, whatever its shape", arguments: [
        (1, 1 << 27), (1 << 27, 1), (2_000_000_000, 2),
    ])
    func limitIsNotCorruption(width: Int, height: Int) {
        let png = PNGTestSupport.png(width: width, height: height, bitDepth: 8, colorType: 6, rows: [])
        #expect(throws: PNGError.tooLarge(width: width, height: height)) { try PNGCodec.decode(png) }
    }
}
