#if !canImport(CoreGraphics)
/// What one element of a path does, as CoreGraphics' enum.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint
    /// A straight line to `points[0]`.
    case addLineToPoint
    /// A quadratic curve through control `points[0]` to `points[1]`.
    case addQuadCurveToPoint
    /// A cubic curve through controls `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint
    /// Closes the subpath with a line to its start.
    case closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over: its type and its points.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: 1 for a move or line, 2 for a quadratic curve, 3 for a cubic one, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a path's inside is decided where it crosses itself, as CoreGraphics' enum.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
}

/// How a stroke's open ends are drawn, as CoreGraphics' enum.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How a stroke's corners are drawn, as CoreGraphics' enum.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}
#endif
