import LayoutCore
/// A 2D shape that you can use when drawing a view, as SwiftUI's `Shape`. As a view it takes the size offered
/// (`sizeThatFits(_:)`); LayoutShot draws its frame, filled, not its path.
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for a proposal: by default the proposal, 10 points where unspecified.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The proposal with unspecified dimensions replaced by 10 (Apple's documented default).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape drawn with the theme's fill.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }

    /// The shape filled with `content` (a colour fills; other styles are inert).
    nonisolated public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content.fillColor)
    }

    /// The shape's outline: drawn as the shape with the theme's fill.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil)
    }

    /// The shape's outline with a stroke style: drawn as the shape with the theme's fill.
    nonisolated public func stroke(style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }

    /// The shape's outline in `content` with a stroke style: drawn as the shape with the theme's fill.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil)
    }

    /// A part of the shape's outline (`trim(from:to:)`): the same frame, so the same layout.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }

    /// The shape's outline inside its frame: drawn as the shape with the theme's fill.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil)
    }

    /// How the shape's frame is drawn.
    var corners: ShapeDrawing.Corners {
        if let rounded = self as? RoundedRectangle { return .rounded(rounded.cornerSize.width) }
        if self is Capsule || self is Circle || self is Ellipse { return .capsule }
        return .square
    }
}

/// A shape drawn as a view, with a fill.
public struct _ShapeView<S: Shape> {
    let shape: S
    let fill: RGBAColor?

    init(shape: S, fill: RGBAColor?) {
        self.shape = shape
        self.fill = fill
    }
}

extension _ShapeView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a shape view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let shape = self.shape
        let node = ViewNode(
            typeName: String(describing: S.self),
            content: .leaf(.shape(ShapeDrawing(fill: fill, corners: shape.corners, sizing: shape.sizeThatFits))),
            environment: environment)
        return [node]
    }
}

/// The style of filling a shape; inert.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style.
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    nonisolated public init() {}
    /// The whole rectangle.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize
    /// The style of corners; inert.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with the corner radius.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with the corner size.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle.
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners.
    case continuous
}

/// A circle centered on the frame of the view containing it.
public struct Circle: Shape {
    /// Creates a circle.
    nonisolated public init() {}
    /// The circle inscribed in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    nonisolated public init() {}
    /// The ellipse inscribed in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape {
    /// The style of corners; inert.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
    }
}
