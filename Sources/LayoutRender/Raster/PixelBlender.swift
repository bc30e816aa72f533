import LayoutCore

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
        // Two channels per 32-bit lane pair (r|b and g|a, 16 bits each) with the exact rounding of
        // `mulDiv255`: every product plus 128 stays below 2^16, so the lanes never carry into each other.
        let remaining = UInt32(255 - source.a)
        let packed = UInt32(littleEndian: source.packed)
        let sourceRB = packed & 0x00FF_00FF, sourceGA = (packed >> 8) & 0x00FF_00FF
        start.withMemoryRebound(to: UInt32.self, capacity: count) { pixels in
            for i in 0..<count {
                let destination = UInt32(littleEndian: pixels[i])
                var rb = (destination & 0x00FF_00FF) &* remaining &+ 0x0080_0080
                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                var ga = ((destination >> 8) & 0x00FF_00FF) &* remaining &+ 0x0080_0080
                ga = ((ga &+ ((ga >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                pixels[i] = ((sourceRB &+ rb) | (sourceGA &+ ga) << 8).littleEndian
            }
        }
    }
}
