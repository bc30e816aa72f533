extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fourth level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: drawn as the style it wraps where that is a colour.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
}

/// A shape that is replaced by an inset version of the current container shape, as SwiftUI's
/// `ContainerRelativeShape`: with no container shape here, the rectangle it is laid out in.
public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    nonisolated public init() {}
    /// The whole rectangle.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A colour gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): drawn in its base colour, as the
/// module draws a gradient in its first colour.
public struct AnyGradient: ShapeStyle, Hashable {
    let base: Color
}

extension Color {
    /// A gradient derived from this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}
