/// A color gradient represented as an array of color stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, in 0…1.
        public var location: CGFloat
        /// Creates a color stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of colors spread evenly.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`: as a view it fills the space offered, as a `Color` does,
/// drawn in its first colour; as a style it fills shapes.
public struct LinearGradient: ShapeStyle {
    let gradient: Gradient

    /// A linear gradient between two points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }

    /// A linear gradient of colors between two points.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of stops between two points.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("LinearGradient has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let fill = gradient.stops.first?.color.rgba
        return [leafNode("LinearGradient", .shape(ShapeDrawing(fill: fill, corners: .square)), environment)]
    }
}

/// A background material, as SwiftUI's `Material`: a style; inert beyond filling like any style.
public struct Material: ShapeStyle {
    let thickness: Int
    /// An ultra-thin material.
    public static let ultraThinMaterial = Material(thickness: 0)
    /// A thin material.
    public static let thinMaterial = Material(thickness: 1)
    /// A regular material.
    public static let regularMaterial = Material(thickness: 2)
    /// A thick material.
    public static let thickMaterial = Material(thickness: 3)
    /// An ultra-thick material.
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The material of a bar.
    public static let bar = Material(thickness: 2)
}

extension ShapeStyle where Self == Material {
    /// An ultra-thin material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// A regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// An ultra-thick material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of a bar.
    public static var bar: Material { Material.bar }
}

/// The characteristics of a stroke that traces a path, as SwiftUI's `StrokeStyle`; only drawing uses it.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The dash pattern.
    public var dash: [CGFloat]
    /// The phase of the dash pattern.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: Int = 0, lineJoin: Int = 0, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
