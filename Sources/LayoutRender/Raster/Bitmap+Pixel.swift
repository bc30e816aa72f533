import LayoutCore

extension Bitmap {
    /// One premultiplied RGBA pixel: each colour channel is already scaled by `a / 255`.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Premultiplied red.
        public var r: UInt8
        /// Premultiplied green.
        public var g: UInt8
        /// Premultiplied blue.
        public var b: UInt8
        /// Alpha.
        public var a: UInt8

        /// Creates a pixel from premultiplied channel values.
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }

        /// The premultiplied form of a straight colour: each channel becomes `round(c * a / 255)`.
        public init(premultiplying color: RGBAColor) {
            self.init(
                r: UInt8(mulDiv255(Int(color.r), Int(color.a))), g: UInt8(mulDiv255(Int(color.g), Int(color.a))),
                b: UInt8(mulDiv255(Int(color.b), Int(color.a))), a: color.a)
        }

        /// The straight colour: each channel becomes `round(c * 255 / a)` (clamped), all zero when `a` is 0.
        ///
        /// Premultiplying the result gives this pixel back exactly whenever every channel is at most `a`.
        public var unpremultiplied: RGBAColor {
            guard a != 0 else { return .clear }
            guard a != 255 else { return RGBAColor(r: r, g: g, b: b, a: 255) }
            return RGBAColor(
                r: unpremultiply(r, a), g: unpremultiply(g, a), b: unpremultiply(b, a), a: a)
        }

        /// `r, g, b, a` as one little-endian word, the layout in `Bitmap.pixels`.
        var packed: UInt32 {
            (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
        }

        /// `(r, g, b, a)` in premultiplied values.
        public var description: String { "(\(r), \(g), \(b), \(a))" }
    }
}

/// `round(x * y / 255)` for `x, y` in 0...255, exact, without a division.
@inline(__always)
func mulDiv255(_ x: Int, _ y: Int) -> Int {
    let product = x * y + 128
    return (product + (product >> 8)) >> 8
}

/// `min(255, round(channel * 255 / alpha))` for a non-zero alpha.
@inline(__always)
func unpremultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
    let a = Int(alpha)
    return UInt8(min(255, (Int(channel) * 255 + a / 2) / a))
}
