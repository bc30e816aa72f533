import LayoutCore

/// A path reduced to polylines, kept in reusable buffers so repeated fills do not allocate.
struct FlattenedPath {
    /// One polyline: a range of `points` and whether it was explicitly closed.
    struct Subpath {
        var range: Range<Int>
        var isClosed: Bool
    }

    /// Quadratic and cubic Béziers (glyph outlines) deviate at most this far from their chords, in
    /// device pixels: the flatness FreeType's smooth rasterizer uses for glyphs, where the cost of
    /// finer steps (glyphs are most of a snapshot's segments) buys nothing visible.
    static let curveTolerance = 1.0 / 16
    /// Conics (rounded corners, the largest curves in a snapshot) deviate at most this far, which keeps
    /// every corner pixel's coverage within 1/255 of the analytic circle's (1/256 does not).
    static let conicTolerance = 1.0 / 512
    /// Caps the segments per curve so absurd coordinates cannot stall a render.
    static let maximumSegmentsPerCurve = 1024

    private(set) var points: [Point2D] = []
    private(set) var subpaths: [Subpath] = []

    /// An axis-aligned box in device pixels.
    typealias Bounds = (minX: Double, minY: Double, maxX: Double, maxY: Double)

    /// The smallest box holding every finite point (an inverted box when there is none).
    var bounds: Bounds {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for point in points where point.x.isFinite && point.y.isFinite {
            box = (min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x), max(box.maxY, point.y))
        }
        return box
    }

    /// Calls `body` with every edge of every subpath taken as closed (the last point joins the first).
    func forEachClosedEdge(_ body: (Point2D, Point2D) -> Void) {
        points.withUnsafeBufferPointer { points in
            for subpath in subpaths {
                var previous = points[subpath.range.upperBound - 1]
                for index in subpath.range {
                    body(previous, points[index])
                    previous = points[index]
                }
            }
        }
    }

    /// Replaces the contents with `path` mapped through `transform` and flattened; `toleranceScale`
    /// divides the tolerances when the result will be scaled up afterwards (strokes are built before
    /// their transform).
    mutating func reset(to path: Path, transform: Transform2D, toleranceScale: Double = 1) {
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        let scale = toleranceScale.isFinite && toleranceScale > 0 ? toleranceScale : 1
        let curveTolerance = Self.curveTolerance / scale
        let conicTolerance = Self.conicTolerance / scale
        var subpathStart = 0
        var start = Point2D.zero
        var current = Point2D.zero
        for element in path.elements {
            switch element.transformed(by: transform) {
            case .move(let to):
                finishSubpath(from: subpathStart, isClosed: false)
                subpathStart = points.count
                start = to
                current = to
                points.append(to)
            case .close:
                finishSubpath(from: subpathStart, isClosed: true)
                subpathStart = points.count
                current = start
            case .line(let to):
                beginIfNeeded(subpathStart, at: current)
                points.append(to)
                current = to
            case .quad(let control, let to):
                beginIfNeeded(subpathStart, at: current)
                appendQuad(current, control, to, tolerance: curveTolerance)
                current = to
            case .cubic(let control1, let control2, let to):
                beginIfNeeded(subpathStart, at: current)
                appendCubic(current, control1, control2, to, tolerance: curveTolerance)
                current = to
            case .conic(let control, let to, let weight):
                beginIfNeeded(subpathStart, at: current)
                appendConic(current, control, to, weight: weight, tolerance: conicTolerance)
                current = to
            }
        }
        finishSubpath(from: subpathStart, isClosed: false)
    }

    /// A segment after `close` (or at the very start) continues from the current point.
    private mutating func beginIfNeeded(_ subpathStart: Int, at current: Point2D) {
        if points.count == subpathStart { points.append(current) }
    }

    private mutating func finishSubpath(from start: Int, isClosed: Bool) {
        if points.count - start >= 2 {
            subpaths.append(Subpath(range: start..<points.count, isClosed: isClosed))
        } else {
            points.removeSubrange(start...)
        }
    }

    /// Uniform steps; the chord error of a quadratic over `n` steps is `|p0 - 2p1 + p2| / (4n²)`.
    private mutating func appendQuad(_ p0: Point2D, _ p1: Point2D, _ p2: Point2D, tolerance: Double) {
        let n = Self.segmentCount(secondDifference: Self.length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y) / 4, tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), s = 1 - t
            points.append(Point2D(x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x, y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y))
        }
        points.append(p2)
    }

    /// Uniform steps bounded by Wang's formula: error ≤ `3/4 · max second difference / n²`.
    private mutating func appendCubic(_ p0: Point2D, _ p1: Point2D, _ p2: Point2D, _ p3: Point2D, tolerance: Double) {
        let dd = max(
            Self.length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
            Self.length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = Self.segmentCount(secondDifference: dd * 0.75, tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), s = 1 - t
            let (w0, w1, w2, w3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            points.append(Point2D(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
        }
        points.append(p3)
    }

    /// Uniform parameter steps, each point evaluated exactly on the curve. A conic's parameter speed
    /// varies, so a piece's sagitta is bounded by `max(1, 1/w) · s / n²` (s: the whole curve's
    /// sagitta), a bound checked numerically for weights from 0.05 to 10.
    private mutating func appendConic(_ p0: Point2D, _ p1: Point2D, _ p2: Point2D, weight w: Double, tolerance: Double) {
        guard w.isFinite, w > 0 else {
            points.append(p2)
            return
        }
        let middle = Self.conicPoint(p0, p1, p2, w, at: 0.5)
        let sagitta = Self.length(middle.x - (p0.x + p2.x) / 2, middle.y - (p0.y + p2.y) / 2)
        let n = Self.segmentCount(secondDifference: sagitta * max(1, 1 / w), tolerance)
        for i in 1..<n {
            points.append(Self.conicPoint(p0, p1, p2, w, at: Double(i) / Double(n)))
        }
        points.append(p2)
    }

    private static func conicPoint(_ p0: Point2D, _ p1: Point2D, _ p2: Point2D, _ w: Double, at t: Double) -> Point2D {
        let s = 1 - t
        let (w0, w1, w2) = (s * s, 2 * w * s * t, t * t)
        let denominator = w0 + w1 + w2
        return Point2D(x: (w0 * p0.x + w1 * p1.x + w2 * p2.x) / denominator, y: (w0 * p0.y + w1 * p1.y + w2 * p2.y) / denominator)
    }

    /// The smallest `n` with `error / n² ≤ tolerance`, at least 1 and at most the cap.
    private static func segmentCount(secondDifference error: Double, _ tolerance: Double) -> Int {
        let n = (error / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return n.isNaN ? 1 : maximumSegmentsPerCurve }
        return Int(min(max(n, 1), Double(maximumSegmentsPerCurve)))
    }

    private static func length(_ dx: Double, _ dy: Double) -> Double {
        (dx * dx + dy * dy).squareRoot()
    }
}
