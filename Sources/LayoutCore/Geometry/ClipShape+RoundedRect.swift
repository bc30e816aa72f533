extension ClipShape {
    /// cos(kπ/16) for k = 0…8: the points of a quarter circle in eight straight pieces (sin(kπ/16) is entry 8 − k).
    /// Written out because LayoutCore links no maths library.
    private static let quarterCircle: [Double] = [
        1, 0.9807852804032304, 0.9238795325112867, 0.8314696123025452, 0.7071067811865476,
        0.5555702330196023, 0.38268343236508984, 0.19509032201612833, 0,
    ]

    /// The outline of `rect` with corners of `radius` (at most half its shorter side), each quarter circle eight
    /// straight pieces, clockwise from the top of the top-right corner: a rounded card's shape.
    public static func roundedRect(_ rect: Rect2D, radius: Double) -> ClipShape {
        let r = min(radius, rect.width / 2, rect.height / 2)
        let c = quarterCircle
        var points: [Point2D] = []
        points.reserveCapacity(36)
        // Each corner's quarter turn, (cos, sin) of its start angle plus kπ/16, from the table.
        let corners: [(Point2D, (Int) -> (Double, Double))] = [
            (Point2D(x: rect.maxX - r, y: rect.y + r), { (c[8 - $0], -c[$0]) }),
            (Point2D(x: rect.maxX - r, y: rect.maxY - r), { (c[$0], c[8 - $0]) }),
            (Point2D(x: rect.x + r, y: rect.maxY - r), { (-c[8 - $0], c[$0]) }),
            (Point2D(x: rect.x + r, y: rect.y + r), { (-c[$0], -c[8 - $0]) }),
        ]
        for (centre, direction) in corners {
            for k in 0...8 {
                let (dx, dy) = direction(k)
                points.append(Point2D(x: centre.x + r * dx, y: centre.y + r * dy))
            }
        }
        return ClipShape(polygons: [points])
    }
}
