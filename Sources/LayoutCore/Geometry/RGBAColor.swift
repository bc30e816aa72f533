/// An sRGB colour with straight (not premultiplied) 8-bit channels, as written in specs and SVG.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var a: UInt8

    /// Creates a colour from straight channel values.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case); nil otherwise.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
            digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            r: UInt8(truncatingIfNeeded: rgba >> 24), g: UInt8(truncatingIfNeeded: rgba >> 16),
            b: UInt8(truncatingIfNeeded: rgba >> 8), a: UInt8(truncatingIfNeeded: rgba))
    }

    /// `#RRGGBB` in upper case, with `AA` appended when the colour is not opaque.
    public var hexString: String {
        let channels = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + channels.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The opacity as a fraction in 0...1.
    public var opacity: Double { Double(a) / 255 }

    /// The same colour with opacity `alpha` (0...1, clamped; rounded to the nearest 1/255).
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        let clamped = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        return RGBAColor(r: r, g: g, b: b, a: UInt8((clamped * 255).rounded()))
    }

    /// Fully transparent black.
    public static let clear = RGBAColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = RGBAColor(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RGBAColor(r: 255, g: 255, b: 255)
}
