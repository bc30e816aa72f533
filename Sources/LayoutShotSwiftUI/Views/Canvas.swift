/// A view type that supports immediate mode drawing, as SwiftUI's `Canvas`: laid out as a shape is (it takes the
/// space offered); what the renderer draws is not drawn here, and the renderer is not run.
public struct Canvas<Symbols: View> {
    /// A canvas drawn by `renderer` in a graphics context of the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {}
}

extension Canvas: View {
    /// A clear rectangle in the space offered.
    public var body: some View { Rectangle().fill(Color.clear) }
}

/// The colour space a canvas draws in, as SwiftUI's `ColorRenderingMode`; inert.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// An immediate mode drawing destination, as SwiftUI's `GraphicsContext`: every operation is inert here.
public struct GraphicsContext {
    /// The opacity of what is drawn.
    public var opacity: Double = 1
    /// The blend mode of what is drawn.
    public var blendMode: BlendMode = .normal

    /// Fills `path` with `shading`; inert.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Strokes `path` with `shading`; inert.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// Draws `image` at `point`; inert.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `image` in `rect`; inert.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws `text` at `point`; inert.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws in a new layer made by `content`; inert (`content` is not run).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
    /// Moves the origin; inert.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Rotates the coordinates; inert.
    public mutating func rotate(by angle: Angle) {}
    /// Scales the coordinates; inert.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Clips to `path`; inert.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}

    /// A colour, gradient or style to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`; inert.
    public struct Shading {
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// A linear gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading()
        }
        /// A radial gradient.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
        ) -> Shading {
            Shading()
        }
    }
}
