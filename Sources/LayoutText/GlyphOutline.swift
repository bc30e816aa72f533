/// Converts TrueType contours into path elements.
enum GlyphOutline {
    /// The path of `contours` in font units (y up), one closed subpath per contour.
    ///
    /// Between two consecutive off-curve points TrueType implies an on-curve point at their
    /// midpoint; it is made explicit here so every segment is a line or a single quadratic.
    static func elements(of contours: [GlyphContour]) -> [PathElement] {
        var elements: [PathElement] = []
        // A lone point encloses nothing; fonts use them as anchors for hinting and attachment.
        for contour in contours where contour.count >= 2 {
            append(contour, to: &elements)
        }
        return elements
    }

    private static func append(_ contour: GlyphContour, to elements: inout [PathElement]) {
        let first = contour[0]
        let last = contour[contour.count - 1]
        // The subpath must start on the curve: at the first point, else the last, else between them.
        let start: GlyphPoint
        let rest: ArraySlice<GlyphPoint>
        if first.onCurve {
            start = first
            rest = contour.dropFirst()
        } else if last.onCurve {
            start = last
            rest = contour.dropLast()
        } else {
            start = midpoint(first, last)
            rest = contour[...]
        }
        elements.append(.move(x: start.x, y: start.y))
        var control: GlyphPoint?
        for point in rest {
            switch (point.onCurve, control) {
            case (true, nil):
                elements.append(.line(x: point.x, y: point.y))
            case (true, let pending?):
                elements.append(.quad(cx: pending.x, cy: pending.y, x: point.x, y: point.y))
                control = nil
            case (false, nil):
                control = point
            case (false, let pending?):
                let implied = midpoint(pending, point)
                elements.append(.quad(cx: pending.x, cy: pending.y, x: implied.x, y: implied.y))
                control = point
            }
        }
        if let pending = control {
            elements.append(.quad(cx: pending.x, cy: pending.y, x: start.x, y: start.y))
        }
        elements.append(.close)
    }

    private static func midpoint(_ a: GlyphPoint, _ b: GlyphPoint) -> GlyphPoint {
        GlyphPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true)
    }
}
