/// The outline of a 2D shape, as SwiftUI's `Path`: its elements are recorded (a shape's `path(in:)` runs and
/// can be inspected); pictures draw the shape's frame.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// A move to a point.
        case move(to: CGPoint)
        /// A line to a point.
        case line(to: CGPoint)
        /// A quadratic curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// The end of a subpath.
        case closeSubpath
    }

    /// The recorded elements.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle (recorded as its rectangle).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// A rounded rectangle (recorded as its rectangle).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// An ellipse (recorded as its bounding rectangle).
    public init(ellipseIn rect: CGRect) { addRect(rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case let .quadCurve(point, control): points += [point, control]
            case let .curve(point, control1, control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Begins a new subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    /// Appends a line to `end`.
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
    /// Appends lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// Appends a quadratic curve.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    /// Appends a cubic curve.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    /// Appends a rectangle.
    public mutating func addRect(_ rect: CGRect) {
        addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    /// Appends an ellipse (recorded as its bounding rectangle).
    public mutating func addEllipse(in rect: CGRect) { addRect(rect) }
    /// Appends an arc (recorded as lines through its ends).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        let end = CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        addLine(to: end)
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

extension Path: Shape {
    /// The path itself.
    public func path(in rect: CGRect) -> Path { self }
}
