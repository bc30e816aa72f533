/// How a bitmap row becomes the pixel bytes of one PNG scanline (before filtering): RGB, or RGBA with straight alpha.
enum Scanline {
    /// 8-bit RGB, for images whose pixels are all opaque: a quarter less data for deflate, which
    /// dominates encoding time.
    case rgb
    /// 8-bit RGBA with un-premultiplied colours.
    case rgba

    /// Bytes per pixel.
    var bytesPerPixel: Int { self == .rgb ? 3 : 4 }

    /// PNG colour type for IHDR.
    var colourType: UInt8 { self == .rgb ? 2 : 6 }

    /// Bytes of one row of `width` pixels, without the filter byte.
    func length(width: Int) -> Int { width * bytesPerPixel }

    /// Writes the row of `width` premultiplied pixels at `source` to `target`; returns false,
    /// leaving `target` unspecified, when `self` is `.rgb` and a pixel is not opaque.
    func write(_ source: UnsafeRawPointer, width: Int, to target: UnsafeMutableRawPointer) -> Bool {
        self == .rgb
            ? Self.writeOpaque(source, width: width, to: target)
            : Self.writeStraight(source, width: width, to: target)
    }

    /// Drops the alpha bytes, four pixels (16 bytes into 12) per step because it touches every pixel.
    private static func writeOpaque(_ source: UnsafeRawPointer, width: Int, to target: UnsafeMutableRawPointer) -> Bool {
        var pixel = 0
        while pixel + 4 <= width {
            let first = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4, as: UInt64.self))
            let second = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4 + 8, as: UInt64.self))
            guard first & second & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else { return false }
            let low = first & 0xFF_FFFF | (first >> 32 & 0xFF_FFFF) << 24 | (second & 0xFFFF) << 48
            let high = UInt32(truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 32 & 0xFF_FFFF) << 8)
            target.storeBytes(of: low.littleEndian, toByteOffset: pixel * 3, as: UInt64.self)
            target.storeBytes(of: high.littleEndian, toByteOffset: pixel * 3 + 8, as: UInt32.self)
            pixel += 4
        }
        while pixel < width {
            guard source.load(fromByteOffset: pixel * 4 + 3, as: UInt8.self) == 255 else { return false }
            for channel in 0..<3 {
                target.storeBytes(of: source.load(fromByteOffset: pixel * 4 + channel, as: UInt8.self),
                    toByteOffset: pixel * 3 + channel, as: UInt8.self)
            }
            pixel += 1
        }
        return true
    }

    /// Un-premultiplies each pixel as `Bitmap.Pixel.unpremultiplied` does; decoding premultiplies with
    /// rounding again, which restores every valid premultiplied pixel exactly.
    private static func writeStraight(_ source: UnsafeRawPointer, width: Int, to target: UnsafeMutableRawPointer) -> Bool {
        for offset in stride(from: 0, to: width * 4, by: 4) {
            let straight = Bitmap.Pixel(
                r: source.load(fromByteOffset: offset, as: UInt8.self), g: source.load(fromByteOffset: offset + 1, as: UInt8.self),
                b: source.load(fromByteOffset: offset + 2, as: UInt8.self), a: source.load(fromByteOffset: offset + 3, as: UInt8.self)
            ).unpremultiplied
            target.storeBytes(of: straight.r, toByteOffset: offset, as: UInt8.self)
            target.storeBytes(of: straight.g, toByteOffset: offset + 1, as: UInt8.self)
            target.storeBytes(of: straight.b, toByteOffset: offset + 2, as: UInt8.self)
            target.storeBytes(of: straight.a, toByteOffset: offset + 3, as: UInt8.self)
        }
        return true
    }
}
