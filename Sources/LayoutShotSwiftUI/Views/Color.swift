import LayoutCore

/// A color, as SwiftUI's `Color`: as a view it fills the space offered; as a style it fills shapes.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    let red: Double, green: Double, blue: Double, opacity: Double

    /// Creates a color from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a grey of `white` (0 black, 1 white).
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A color from the asset catalog: there is none here, so a neutral grey.
    public init(_ name: String) { self.init(white: 0.6) }

    /// The color at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// `Color(red:green:blue:opacity:)`.
    public var description: String { "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))" }

    var rgba: RGBAColor {
        func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return RGBAColor(r: channel(red), g: channel(green), b: channel(blue), a: channel(opacity))
    }

    // iOS's system colours in light mode (Apple's Human Interface Guidelines, "Color", system colors table).
    /// Red.
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// Orange.
    public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
    /// Green.
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// Mint.
    public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
    /// Teal.
    public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
    /// Cyan.
    public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    /// Blue.
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    /// Indigo.
    public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    /// Purple.
    public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    /// Pink.
    public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
    /// Brown.
    public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    /// Gray.
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, opacity: 0)
    /// The primary label colour.
    public static let primary = Color(white: 0)
    /// The secondary label colour.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The accent colour (the system blue).
    public static let accentColor = Color.blue
}

extension Color: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Color has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        [leafNode("Color", .shape(ShapeDrawing(fill: rgba, corners: .square)), environment)]
    }
}

/// A color or pattern to use when rendering a shape, as SwiftUI's `ShapeStyle`; colours fill, others are inert.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A shape style that maps to one of the numbered content styles, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The first level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Clear.
    public static var clear: Color { Color.clear }
}

extension ShapeStyle {
    /// The style's fill when it is a colour or a hierarchical level (the label colours of Apple's Human Interface
    /// Guidelines, "Color", light mode: black, then 60, 60, 67 at 60 %, 30 % and 18 % opacity).
    var fillColor: RGBAColor? {
        if let color = self as? Color { return color.rgba }
        if let gradient = self as? AnyGradient { return gradient.base.rgba }
        guard let level = (self as? HierarchicalShapeStyle)?.level else { return nil }
        let label = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
        return [Color.primary, Color.secondary, label.opacity(0.3), label.opacity(0.18)][min(level, 3)].rgba
    }

    /// This style at `opacity` (colours only; other styles are inert).
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}
