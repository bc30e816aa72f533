/// Source-over compositing of one premultiplied colour onto premultiplied RGBA bytes.
struct PixelBlender {
    /// The colour at full coverage.
    let color: Bitmap.Pixel

    init(color: RGBAColor) {
        self.color = Bitmap.Pixel(premultiplying: color)
    }

    /// Composites the colour scaled by `coverage` (0...255) over `count` pixels starting at pixel
    /// `index` of `pixels`: `result = source + destination × (255 − source alpha) / 255`, rounded.
    @inline(__always)
    func blend(into pixels: UnsafeMutableBufferPointer<UInt8>, index: Int, count: Int, coverage: Int) {
        let source = coverage >= 255 ? color : Bitmap.Pixel(
            r: UInt8(mulDiv255(Int(color.r), coverage)), g: UInt8(mulDiv255(Int(color.g), coverage)),
            b: UInt8(mulDiv255(Int(color.b), coverage)), a: UInt8(mulDiv255(Int(color.a), coverage)))
        guard source.a > 0, count > 0, let base = pixels.baseAddress else { return }
        let start = base + index * 4
        if source.a == 255 {
            // Array storage is at least 4-byte aligned and offsets are multiples of 4.
            start.withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: source.packed, count: count) }
            return
        }
        let remaining = 255 - Int(source.a)
        let (r, g, b, a) = (Int(source.r), Int(source.g), Int(source.b), Int(source.a))
        var p = start
        for _ in 0..<count {
            p[0] = UInt8(truncatingIfNeeded: r + mulDiv255(Int(p[0]), remaining))
            p[1] = UInt8(truncatingIfNeeded: g + mulDiv255(Int(p[1]), remaining))
            p[2] = UInt8(truncatingIfNeeded: b + mulDiv255(Int(p[2]), remaining))
            p[3] = UInt8(truncatingIfNeeded: a + mulDiv255(Int(p[3]), remaining))
            p += 4
        }
    }
}
