import Testing

@testable import LayoutRender

/// The five PNG filters and the per-row choice between them, with filtered bytes worked out by hand,
/// and whole images checked against an unfilterer written from the specification and against libpng.
@Suite("PNG filters")
struct PNGFilterTests {
    /// Two RGB pixels below two others: every byte rises by 2 in the first pixel and by 4 in the second.
    static let previous: [UInt8] = [10, 20, 30, 40, 50, 60]
    static let row: [UInt8] = [12, 22, 32, 44, 54, 64]

    @Test("each filter's bytes, worked out by hand", arguments: [
        (ScanlineFilter.none, [12, 22, 32, 44, 54, 64] as [UInt8]),
        // Minus the left pixel; the first pixel's left neighbour is zero.
        (.sub, [12, 22, 32, 32, 32, 32]),
        (.up, [2, 2, 2, 4, 4, 4]),
        // First pixel: 12 − ⌊(0 + 10) / 2⌋ = 7; second: 44 − ⌊(12 + 40) / 2⌋ = 18.
        (.average, [7, 12, 17, 18, 18, 18]),
        // First pixel: only "above" is non-zero, so it predicts. Second, first byte: a 12, b 40, c 10,
        // p = 42, |p − a| 30, |p − b| 2, |p − c| 32: above (40) predicts, 44 − 40 = 4.
        (.paeth, [2, 2, 2, 4, 4, 4]),
    ])
    func filteredBytes(filter: ScanlineFilter, expected: [UInt8]) {
        var target = [UInt8](repeating: 0, count: 6)
        Self.row.withUnsafeBufferPointer { row in
            Self.previous.withUnsafeBufferPointer { previous in
                target.withUnsafeMutableBufferPointer { target in
                    filter.apply(row.baseAddress!, previous: previous.baseAddress!, count: 6, bytesPerPixel: 3, to: target.baseAddress!)
                }
            }
        }
        #expect(target == expected)
    }

    @Test("Paeth's predictor breaks ties towards left, then above", arguments: [
        (UInt8(10), UInt8(10), UInt8(10), UInt8(10)),  // all distances 0: left
        (5, 9, 5, 9),  // p = 9: above is exact
        (9, 5, 5, 9),  // p = 9: left is exact
        (100, 0, 100, 0),  // p = 0: above is exact
        (200, 100, 0, 200),  // p = 300: left is nearest (100 against 200 and 300)
        (0, 30, 10, 30),  // p = 20: above and above-left both 10 away, above wins
        (10, 30, 20, 20),  // p = 20 is above-left itself
        (50, 60, 70, 50),  // p = 40: left 10, above 20, above-left 30
        (70, 60, 50, 70),  // p = 80: left 10
        (60, 80, 50, 80),  // p = 90: above 10, left 30, above-left 40
    ])
    func paethTies(a: UInt8, b: UInt8, c: UInt8, expected: UInt8) {
        #expect(ScanlineFilter.paethPredictor(a, b, c) == expected)
    }

    /// The adaptive choice on one row: the filter and its bytes.
    private static func choose(_ row: [UInt8], below previous: [UInt8], bytesPerPixel: Int) -> (ScanlineFilter, [UInt8]) {
        let filter = AdaptiveFilter(count: row.count, bytesPerPixel: bytesPerPixel)
        defer { filter.deallocate() }
        return row.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { previous in
                let (type, bytes) = filter.filter(row.baseAddress!, previous: previous.baseAddress!)
                return (type, Array(UnsafeBufferPointer(start: bytes, count: row.count)))
            }
        }
    }

    @Test("the adaptive choice, worked out by hand", arguments: [
        // Six of nine bytes differ from the byte a pixel to their left, so the row is busy and the least
        // sum of magnitudes picks: none 486, sub 258, up 36, average 147, paeth 36; up and paeth tie, the
        // lower type wins.
        ([10, 20, 30, 40, 50, 60, 70, 80, 90], [12, 22, 32, 44, 54, 64, 76, 86, 96], 3, ScanlineFilter.up,
            [2, 2, 2, 4, 4, 4, 6, 6, 6] as [UInt8]),
        // One byte a pixel, three of four bytes change. none 101 + 0 + 56 + 55 = 212 (200 reads as −56),
        // sub 259, up 158, average 208, paeth 58 (it predicts 100, 0, 0, 200).
        ([100, 0, 0, 100], [101, 0, 200, 201], 1, .paeth, [1, 0, 200, 1]),
        // A first row rising by 10 (above is zeros): none 100, sub 40, up 100, average 70, paeth 40.
        ([0, 0, 0, 0], [10, 20, 30, 40], 1, .sub, [10, 10, 10, 10]),
        // none 180, sub 100, up 100, average 60, paeth 140: 20 − ⌊80 / 2⌋ = −20, 60 − ⌊(20 + 80) / 2⌋ = 10,
        // 100 − ⌊(60 + 80) / 2⌋ = 30.
        ([80, 80, 80], [20, 60, 100], 1, .average, [236, 10, 30]),
        // none 2, sub 3, up 2, average 2, paeth 3: none, up and average tie, the lowest type wins.
        ([0, 0, 0], [1, 0, 1], 1, .none, [1, 0, 1]),
        // A row equal to the one above is up, all zeros.
        ([7, 8, 9, 7, 8, 9], [7, 8, 9, 7, 8, 9], 3, .up, [0, 0, 0, 0, 0, 0]),
        // Flat rows are left unfiltered, whatever the sums say: here three of six bytes change (up would
        // sum to 18 against none's 228) ...
        ([10, 20, 30, 40, 50, 60], [12, 22, 32, 44, 54, 64], 3, .none, [12, 22, 32, 44, 54, 64]),
        // ... and here none do (sub would sum to 168 against none's 504).
        ([0, 0, 0, 0, 0, 0, 0, 0, 0], [UInt8](repeating: 200, count: 9), 3, .none, [UInt8](repeating: 200, count: 9)),
    ])
    func adaptiveChoice(previous: [UInt8], row: [UInt8], bytesPerPixel: Int, filter: ScanlineFilter, bytes: [UInt8]) {
        let (chosen, filtered) = Self.choose(row, below: previous, bytesPerPixel: bytesPerPixel)
        #expect(chosen == filter)
        #expect(filtered == bytes)
        var applied = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { previous in
                applied.withUnsafeMutableBufferPointer {
                    filter.apply(row.baseAddress!, previous: previous.baseAddress!, count: row.count, bytesPerPixel: bytesPerPixel,
                        to: $0.baseAddress!)
                }
            }
        }
        #expect(applied == bytes, "the adaptive path filters as ScanlineFilter.apply does")
    }

    /// A UI-like image: flat areas, edges, a gradient and noise, so every filter has rows to win.
    static func mixed(width: Int, height: Int, translucent: Bool) -> Bitmap {
        var state: UInt32 = 77
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                state = state &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: state >> 24)
                let value: [UInt8] = switch (y / 7) % 4 {
                case 0: [200, 220, 240]
                case 1: [UInt8(x % 256), UInt8((x + y) % 256), UInt8(y % 256)]
                case 2: x % 13 < 4 ? [30, 30, 30] : [250, 250, 250]
                default: [noise, noise / 2, 255 &- noise]
                }
                let alpha: UInt8 = translucent ? UInt8((x * 7 + y) % 256) : 255
                for channel in 0..<3 { pixels[index + channel] = UInt8((Int(value[channel]) * Int(alpha) + 127) / 255) }
                pixels[index + 3] = alpha
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test("every filter, fixed for every row, round-trips through the spec's unfilterer and libpng",
        arguments: ScanlineFilter.allCases, [false, true])
    func fixedFilterRoundTrips(filter: ScanlineFilter, translucent: Bool) throws {
        let bitmap = Self.mixed(width: 61, height: 45, translucent: translucent)
        let png = try PNGEncoder.encode(bitmap, filterChoice: .fixed(filter))
        let bpp = translucent ? 4 : 3
        let scanlines = try PNGTestSupport.inflate(png, rawLength: 45 * (1 + 61 * bpp))
        #expect(Set(PNGTestSupport.filterTypes(scanlines, rowLength: 61 * bpp)) == [filter.rawValue])
        let rows = try PNGTestSupport.unfilter(scanlines, rowLength: 61 * bpp, bytesPerPixel: bpp)
        if !translucent { #expect(rows == PNGTestSupport.rgbRows(bitmap)) }
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    @Test("adaptive filtering uses several filters on a mixed image, and it round-trips", arguments: [false, true])
    func adaptiveRoundTrips(translucent: Bool) throws {
        let bitmap = Self.mixed(width: 61, height: 45, translucent: translucent)
        let png = try PNGCodec.encode(bitmap)
        let bpp = translucent ? 4 : 3
        let scanlines = try PNGTestSupport.inflate(png, rawLength: 45 * (1 + 61 * bpp))
        let used = Set(PNGTestSupport.filterTypes(scanlines, rowLength: 61 * bpp))
        #expect(used.count >= 3, "filters used: \(used.sorted())")
        let rows = try PNGTestSupport.unfilter(scanlines, rowLength: 61 * bpp, bytesPerPixel: bpp)
        if !translucent { #expect(rows == PNGTestSupport.rgbRows(bitmap)) }
        #expect(try PNGCodec.decode(png) == bitmap)
    }

    @Test("each scanline carries the filter the adaptive choice picks for it, across slice boundaries")
    func scanlinesFollowTheChoice() throws {
        // 300 × 2000 spans several slices; each slice's first row is filtered against the last row of the slice before.
        let bitmap = Self.mixed(width: 300, height: 2000, translucent: false)
        let png = try PNGCodec.encode(bitmap)
        let scanlines = try PNGTestSupport.inflate(png, rawLength: 2000 * (1 + 900))
        let rows = PNGTestSupport.rgbRows(bitmap)
        for y in 0..<2000 {
            let previous = y == 0 ? [UInt8](repeating: 0, count: 900) : Array(rows[(y - 1) * 900..<y * 900])
            let (filter, bytes) = Self.choose(Array(rows[y * 900..<(y + 1) * 900]), below: previous, bytesPerPixel: 3)
            let line = Array(scanlines[y * 901..<(y + 1) * 901])
            guard line == [filter.rawValue] + bytes else {
                Issue.record("row \(y): expected filter \(filter), found \(line[0])")
                return
            }
        }
    }

    @Test("encoding is deterministic, and a row-composed image encodes to the same bytes as the bitmap")
    func rowsMatchTheBitmap() throws {
        let bitmap = Self.mixed(width: 700, height: 900, translucent: false)
        let png = try PNGCodec.encode(bitmap)
        #expect(try PNGCodec.encode(bitmap) == png)
        let composed = try bitmap.pixels.withUnsafeBytes { pixels in
            try PNGCodec.encode(width: 700, height: 900) { y, row in
                row.copyMemory(from: pixels.baseAddress! + y * 700 * 4, byteCount: 700 * 4)
            }
        }
        #expect(composed == png)
    }

    @Test("a row-composed image is size-checked before any row is asked for")
    func composedSizeChecks() {
        #expect(throws: PNGError.emptyImage(width: 0, height: 5)) {
            try PNGCodec.encode(width: 0, height: 5) { _, _ in Issue.record("no row may be asked for") }
        }
        #expect(throws: PNGError.tooLarge(width: 1 << 20, height: 1 << 50)) {
            try PNGCodec.encode(width: 1 << 20, height: 1 << 50) { _, _ in Issue.record("no row may be asked for") }
        }
    }

    @Test("decode(all:) decodes each file in order and reports each failure on its own")
    func decodeAll() throws {
        let bitmap = Self.mixed(width: 20, height: 10, translucent: true)
        let results = PNGCodec.decode(all: [try PNGCodec.encode(bitmap), [], Array("GIF89a".utf8)])
        #expect(try results[0].get() == bitmap)
        #expect(throws: PNGError.empty) { try results[1].get() }
        #expect(throws: PNGError.notPNG) { try results[2].get() }
    }
}
