import LayoutCore

/// Turns a stroke into a path to fill with the non-zero rule.
///
/// Rectangles and rounded rectangles from `Path(rect:)` / `Path(roundedRect:cornerRadius:)` become an
/// exact ring (outer offset shape plus reversed inner offset shape, as SVG strokes them); any other
/// path is flattened and outlined segment by segment with miter joins (limit 4, as SVG's default,
/// beyond which they are bevelled).
enum Stroker {
    /// SVG's default `stroke-miterlimit`.
    static let miterLimit = 4.0

    /// The outline of `path` stroked `width` wide, in the path's own coordinates; `toleranceScale` is
    /// how much the outline will be magnified when drawn.
    static func outline(of path: Path, width: Double, cap: LineCap, toleranceScale: Double) -> Path {
        guard width.isFinite, width > 0 else { return Path() }
        let half = width / 2
        switch path.shape {
        case .rect(let rect)?:
            return ring(around: rect, cornerRadius: 0, halfWidth: half)
        case .roundedRect(let rect, let radius)?:
            return ring(around: rect, cornerRadius: radius, halfWidth: half)
        case nil:
            var flattened = FlattenedPath()
            flattened.reset(to: path, transform: .identity, toleranceScale: toleranceScale)
            var outline = Path()
            for subpath in flattened.subpaths {
                outlineSubpath(Array(flattened.points[subpath.range]), isClosed: subpath.isClosed, halfWidth: half, cap: cap, into: &outline)
            }
            return outline
        }
    }

    /// The band between the shape grown and shrunk by `halfWidth`: corners of the grown shape keep
    /// their centre (radius + half width); the shrunk one's radius stops at 0, a sharp corner.
    private static func ring(around rect: Rect2D, cornerRadius: Double, halfWidth: Double) -> Path {
        let normalized = Rect2D(
            x: min(rect.x, rect.maxX), y: min(rect.y, rect.maxY), width: abs(rect.width), height: abs(rect.height))
        let outer = normalized.insetBy(-halfWidth)
        var ring = Path(roundedRect: outer, cornerRadius: cornerRadius > 0 ? cornerRadius + halfWidth : 0)
        let inner = normalized.insetBy(halfWidth)
        if inner.width > 0, inner.height > 0 {
            ring.append(contentsOf: Path(roundedRect: inner, cornerRadius: max(0, cornerRadius - halfWidth)).reversed())
        }
        return ring
    }

    private static func outlineSubpath(_ rawPoints: [Point2D], isClosed: Bool, halfWidth: Double, cap: LineCap, into outline: inout Path) {
        var points: [Point2D] = []
        for point in rawPoints where points.last != point { points.append(point) }
        if isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count >= 2 else { return }
        if isClosed, points.count >= 3 {
            addPolygon(closedSide(points, halfWidth), to: &outline)
            addPolygon(closedSide(points.reversed(), halfWidth), to: &outline)
            return
        }
        if cap == .square {
            points[0] = extend(points[0], awayFrom: points[1], by: halfWidth)
            points[points.count - 1] = extend(points[points.count - 1], awayFrom: points[points.count - 2], by: halfWidth)
        }
        addPolygon(openSide(points, halfWidth) + openSide(points.reversed(), halfWidth), to: &outline)
    }

    /// One side of an open polyline, offset to the left of its direction of travel.
    private static func openSide(_ points: [Point2D], _ h: Double) -> [Point2D] {
        var side: [Point2D] = [offset(points[0], normal(points[0], points[1]), h)]
        for i in 1..<(points.count - 1) {
            appendJoin(points[i - 1], points[i], points[i + 1], h, to: &side)
        }
        side.append(offset(points[points.count - 1], normal(points[points.count - 2], points[points.count - 1]), h))
        return side
    }

    /// One side of a closed polygon, offset to the left of its direction of travel.
    private static func closedSide(_ points: [Point2D], _ h: Double) -> [Point2D] {
        var side: [Point2D] = []
        for i in points.indices {
            appendJoin(points[(i + points.count - 1) % points.count], points[i], points[(i + 1) % points.count], h, to: &side)
        }
        return side
    }

    /// The offset corner at `vertex` between segments `previous→vertex` and `vertex→next`.
    ///
    /// On the outer side of a turn: the miter point, or a bevel past the limit. On the inner side: the
    /// offset lines' intersection when it lies on both segments, else a pivot through the vertex,
    /// whose overlap the non-zero rule fills.
    private static func appendJoin(_ previous: Point2D, _ vertex: Point2D, _ next: Point2D, _ h: Double, to side: inout [Point2D]) {
        let incoming = direction(previous, vertex), outgoing = direction(vertex, next)
        let nIn = Point2D(x: -incoming.y, y: incoming.x), nOut = Point2D(x: -outgoing.y, y: outgoing.x)
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        let miterScale = 1 + dot > 1e-9 ? h / (1 + dot) : .infinity
        let miter = Point2D(x: vertex.x + (nIn.x + nOut.x) * miterScale, y: vertex.y + (nIn.y + nOut.y) * miterScale)
        let isInner = cross * h > 0
        if isInner {
            let reach = abs(h * cross) / max(1 + dot, 1e-9)
            if reach <= min(distance(previous, vertex), distance(vertex, next)) {
                side.append(miter)
            } else {
                side += [offset(vertex, nIn, h), vertex, offset(vertex, nOut, h)]
            }
        } else if 2 / max(1 + dot, 1e-9) <= miterLimit * miterLimit {
            side.append(miter)
        } else {
            side += [offset(vertex, nIn, h), offset(vertex, nOut, h)]
        }
    }

    private static func addPolygon(_ points: [Point2D], to path: inout Path) {
        guard let first = points.first else { return }
        path.move(to: first)
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
    }

    private static func direction(_ from: Point2D, _ to: Point2D) -> Point2D {
        let length = distance(from, to)
        return Point2D(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
    }

    private static func normal(_ from: Point2D, _ to: Point2D) -> Point2D {
        let d = direction(from, to)
        return Point2D(x: -d.y, y: d.x)
    }

    private static func offset(_ point: Point2D, _ normal: Point2D, _ h: Double) -> Point2D {
        Point2D(x: point.x + normal.x * h, y: point.y + normal.y * h)
    }

    private static func extend(_ end: Point2D, awayFrom neighbour: Point2D, by h: Double) -> Point2D {
        let d = direction(neighbour, end)
        return Point2D(x: end.x + d.x * h, y: end.y + d.y * h)
    }

    private static func distance(_ a: Point2D, _ b: Point2D) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
