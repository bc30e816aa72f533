import Foundation

extension Color {
    /// A colour from hue, saturation and brightness, each 0…1 (the HSV to RGB conversion of Foundation's and
    /// every toolkit's, sector by sector).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// A colour from an asset catalog in `bundle`: a placeholder grey, as a named colour is (no catalogs here).
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
}

extension Image {
    /// A named image from `bundle`: a placeholder, as a named image is.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a value as a formatter writes it.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Appends a value as a format style writes it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }
}

extension View {
    /// A symbol variant: inert (symbols are placeholders).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    /// An accessibility value from a key: inert.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// An accessibility hint from a key: inert.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
}

/// A variant of a symbol, as SwiftUI's `SymbolVariants`; inert.
public struct SymbolVariants: Hashable, Sendable {
    let names: [String]
    /// No variant.
    public static let none = SymbolVariants(names: [])
    /// In a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(names: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// Filled.
    public static let fill = SymbolVariants(names: ["fill"])
    /// Slashed.
    public static let slash = SymbolVariants(names: ["slash"])
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
}
