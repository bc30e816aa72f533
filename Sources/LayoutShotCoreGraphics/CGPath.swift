#if !canImport(CoreGraphics)
import LayoutCore

/// An immutable path, as CoreGraphics' class: subpaths of lines and Bézier curves. `CGMutablePath` builds one.
///
/// `@unchecked Sendable` as CoreGraphics' paths are: a `CGPath` never changes once made; a `CGMutablePath`
/// is changed only by the code that owns it.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The path's steps, each with its points (1 for a move or line, 2 for a quadratic, 3 for a cubic curve).
    var steps: [(type: CGPathElementType, points: [CGPoint])] = []

    init() {}

    init(steps: [(type: CGPathElementType, points: [CGPoint])]) {
        self.steps = steps
    }

    /// A closed rectangle, mapped by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    /// An ellipse fitting `rect` (four cubic curves from its right end, as CoreGraphics draws it).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    /// A rectangle with elliptical corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { steps.isEmpty }

    /// The end of the last element (the start of the subpath after a close); zero for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for step in steps {
            if step.type == .closeSubpath { current = start; continue }
            current = step.points[step.points.count - 1]
            if step.type == .moveToPoint { start = current }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        Self.box(of: steps.flatMap(\.points))
    }

    /// The smallest rectangle holding the path's curves themselves (not their control points); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        Self.box(of: polygons(tolerance: 0.01).flatMap { $0 })
    }

    /// Hands each element to `block` in order, as CoreGraphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for step in steps {
            for (index, point) in step.points.enumerated() { buffer[index] = point }
            var element = CGPathElement(type: step.type, points: buffer)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(steps: steps)
    }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(steps: steps.map { ($0.type, $0.points.map { $0.applying(t) }) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.steps = steps
        return path
    }

    /// Whether `point` (mapped by `transform` first) is inside the path's filled area under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        for polygon in polygons(tolerance: 0.01) where polygon.count > 1 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The subpaths as closed polygons, curves flattened to within `tolerance` points.
    public func polygons(tolerance: CGFloat) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for step in steps {
            let last = current.last ?? .zero
            switch step.type {
            case .moveToPoint:
                finish()
                current = [step.points[0]]
            case .addLineToPoint:
                current.append(step.points[0])
            case .addQuadCurveToPoint:
                let (c, end) = (step.points[0], step.points[1])
                let n = Self.segments(length: distance(last, c) + distance(c, end), tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * end.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * end.y))
                }
            case .addCurveToPoint:
                let (c1, c2, end) = (step.points[0], step.points[1], step.points[2])
                let n = Self.segments(length: distance(last, c1) + distance(c1, c2) + distance(c2, end), tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * last.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                           y: w0 * last.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
                }
            case .closeSubpath:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    /// Equal when made of the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.steps.count == rhs.steps.count
            && zip(lhs.steps, rhs.steps).allSatisfy { $0.type == $1.type && $0.points == $1.points }
    }

    /// Consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(steps.count)
        for step in steps {
            hasher.combine(step.type)
            for point in step.points {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        }
    }

    private static func segments(length: CGFloat, tolerance: CGFloat) -> Int {
        guard length.isFinite else { return 1 }
        return max(4, min(256, Int((length / max(tolerance, 0.001)).squareRoot().rounded(.up))))
    }

    private static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}
#endif
