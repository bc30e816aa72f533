#if !canImport(CoreGraphics)
/// A colour as CoreGraphics' class, in the sRGB space: what layers' colour properties take.
///
/// `@unchecked Sendable`: its components never change.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, 0 to 1.
    public let components: [CGFloat]?

    /// A colour from its sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour's opacity.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// How many components the colour has (red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Equal when of the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif
