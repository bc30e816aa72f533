/// Insets by leading and trailing edge, as `NSDirectionalEdgeInsets`; the engine lays out left to right,
/// so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset at the top.
    public var top: Double
    /// Inset at the leading (left) edge.
    public var leading: Double
    /// Inset at the bottom.
    public var bottom: Double
    /// Inset at the trailing (right) edge.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// The same insets by left and right edge.
    public var edgeInsets: Insets { Insets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension Rect2D {
    /// The rectangle shrunk by `insets` (grown for negative insets).
    func inset(by insets: DirectionalEdgeInsets) -> Rect2D {
        Rect2D(
            x: x + insets.leading, y: y + insets.top,
            width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}
