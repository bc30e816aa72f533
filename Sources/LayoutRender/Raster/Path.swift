import LayoutCore

/// A vector outline made of subpaths of lines and curves, filled with the non-zero winding rule.
///
/// Build one with `move(to:)`, then segments, then optionally `close()`; a fill treats every subpath
/// as closed. Equality and hashing compare the elements only.
public struct Path: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point2D)
        /// A straight segment to the point.
        case line(to: Point2D)
        /// A quadratic Bézier segment (glyph outlines).
        case quad(control: Point2D, to: Point2D)
        /// A cubic Bézier segment.
        case cubic(control1: Point2D, control2: Point2D, to: Point2D)
        /// A rational quadratic segment: weight √½ with the control at a square's corner is an exact
        /// quarter circle, which is how rounded corners stay exact.
        case conic(control: Point2D, to: Point2D, weight: Double)
        /// Closes the current subpath with a straight segment back to its start.
        case close
    }

    /// The commands in order.
    public private(set) var elements: [Element] = []

    /// The exact shape, when the path came from a shape initializer and was not changed since; lets a
    /// stroke build its outline from offset shapes instead of flattened segments.
    private(set) var shape: Shape?

    /// The shapes a stroke can outline exactly.
    enum Shape: Sendable {
        case rect(Rect2D)
        case roundedRect(Rect2D, cornerRadius: Double)
    }

    /// Creates an empty path.
    public init() {}

    /// Creates a path from commands.
    public init(elements: [Element]) {
        self.elements = elements
    }

    init(elements: [Element], shape: Shape?) {
        self.elements = elements
        self.shape = shape
    }

    /// True when the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point2D) {
        append(.move(to: point))
    }

    /// Adds a straight segment to `point`.
    public mutating func line(to point: Point2D) {
        append(.line(to: point))
    }

    /// Adds a quadratic Bézier segment to `point`.
    public mutating func quad(to point: Point2D, control: Point2D) {
        append(.quad(control: control, to: point))
    }

    /// Adds a cubic Bézier segment to `point`.
    public mutating func cubic(to point: Point2D, control1: Point2D, control2: Point2D) {
        append(.cubic(control1: control1, control2: control2, to: point))
    }

    /// Adds a rational quadratic segment to `point`; `weight` 1 is a parabola, below 1 an ellipse arc.
    public mutating func conic(to point: Point2D, control: Point2D, weight: Double) {
        append(.conic(control: control, to: point, weight: weight))
    }

    /// Closes the current subpath.
    public mutating func close() {
        append(.close)
    }

    /// Appends every subpath of `other`.
    public mutating func append(contentsOf other: Path) {
        shape = nil
        elements += other.elements
    }

    /// The path with every point mapped through `transform`; curves stay exact because affine maps
    /// send Bézier and conic control points to those of the image curve.
    public func transformed(by transform: Transform2D) -> Path {
        Path(elements: elements.map { $0.transformed(by: transform) })
    }

    /// The same outline traversed backwards, each subpath reversed in place; a reversed inner path
    /// appended to an outer one cuts a hole under the non-zero rule.
    public func reversed() -> Path {
        var result: [Element] = []
        result.reserveCapacity(elements.count + 1)
        var subpath = SubpathReverser(start: .zero)
        for element in elements {
            switch element {
            case .move(let to):
                subpath.finish(isClosed: false, into: &result)
                subpath = SubpathReverser(start: to)
            case .close:
                subpath.finish(isClosed: true, into: &result)
                subpath = SubpathReverser(start: subpath.start)
            case .line(let to), .quad(_, let to), .cubic(_, _, let to), .conic(_, let to, _):
                subpath.add(element, to: to)
            }
        }
        subpath.finish(isClosed: false, into: &result)
        return Path(elements: result)
    }

    /// Paths are equal when their elements are, however they were built.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements, matching `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    private mutating func append(_ element: Element) {
        shape = nil
        elements.append(element)
    }
}

/// Collects one subpath's segments and emits them backwards.
private struct SubpathReverser {
    let start: Point2D
    private var current: Point2D
    private var segments: [(element: Path.Element, from: Point2D)] = []

    init(start: Point2D) {
        self.start = start
        current = start
    }

    mutating func add(_ element: Path.Element, to point: Point2D) {
        segments.append((element, current))
        current = point
    }

    func finish(isClosed: Bool, into result: inout [Path.Element]) {
        guard !segments.isEmpty else { return }
        result.append(.move(to: current))
        for (element, from) in segments.reversed() {
            switch element {
            case .quad(let control, _): result.append(.quad(control: control, to: from))
            case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, to: from))
            case .conic(let control, _, let weight): result.append(.conic(control: control, to: from, weight: weight))
            default: result.append(.line(to: from))
            }
        }
        if isClosed { result.append(.close) }
    }
}

extension Path.Element {
    /// The element with its points mapped through `t`.
    func transformed(by t: Transform2D) -> Path.Element {
        switch self {
        case .move(let p): .move(to: t.apply(to: p))
        case .line(let p): .line(to: t.apply(to: p))
        case .quad(let c, let p): .quad(control: t.apply(to: c), to: t.apply(to: p))
        case .cubic(let c1, let c2, let p): .cubic(control1: t.apply(to: c1), control2: t.apply(to: c2), to: t.apply(to: p))
        case .conic(let c, let p, let w): .conic(control: t.apply(to: c), to: t.apply(to: p), weight: w)
        case .close: .close
        }
    }
}
