import LayoutCore

extension ClipShape {
    /// The part of `frame` inside the clip, as an outline in the frame's coordinates: each polygon (in the
    /// element's own coordinates) moved to the frame and cut to it (Sutherland–Hodgman against its four edges,
    /// exact for a box, which is convex).
    func outline(clippedTo frame: Rect2D) -> Path {
        var path = Path()
        for polygon in polygons {
            var points = polygon.map { Point2D(x: $0.x + frame.x, y: $0.y + frame.y) }
            points = Self.cut(points, keeping: { $0.x >= frame.x }, crossing: { a, b in (frame.x - a.x) / (b.x - a.x) })
            points = Self.cut(points, keeping: { $0.x <= frame.maxX }, crossing: { a, b in (frame.maxX - a.x) / (b.x - a.x) })
            points = Self.cut(points, keeping: { $0.y >= frame.y }, crossing: { a, b in (frame.y - a.y) / (b.y - a.y) })
            points = Self.cut(points, keeping: { $0.y <= frame.maxY }, crossing: { a, b in (frame.maxY - a.y) / (b.y - a.y) })
            guard points.count > 2, let first = points.first else { continue }
            path.move(to: first)
            for point in points.dropFirst() { path.line(to: point) }
            path.close()
        }
        return path
    }

    /// One Sutherland–Hodgman pass: the polygon's part on the kept side of one edge; `crossing` gives where
    /// along a → b the edge is crossed.
    private static func cut(_ points: [Point2D], keeping inside: (Point2D) -> Bool, crossing: (Point2D, Point2D) -> Double) -> [Point2D] {
        guard let last = points.last else { return [] }
        var result: [Point2D] = []
        var previous = last
        for point in points {
            switch (inside(previous), inside(point)) {
            case (true, true):
                result.append(point)
            case (true, false):
                result.append(between(previous, point, crossing(previous, point)))
            case (false, true):
                result.append(between(previous, point, crossing(previous, point)))
                result.append(point)
            case (false, false):
                break
            }
            previous = point
        }
        return result
    }

    private static func between(_ a: Point2D, _ b: Point2D, _ t: Double) -> Point2D {
        Point2D(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
