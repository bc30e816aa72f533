import LayoutCore

/// A square layout grid: lines every `spacing` points of content, so one sees which edges fall on it.
enum LayoutGrid {
    static let lineWidth = 1.0

    /// Grid lines over the content rectangle `visible`, drawn where it is `placed` in the scene.
    static func drawables(spacing: Double, visible: Rect2D, placed: Rect2D, color: RGBAColor) -> [Drawable] {
        let vertical = positions(from: visible.x, to: visible.maxX, spacing: spacing).map { x in
            x - visible.x + placed.x
        }
        let horizontal = positions(from: visible.y, to: visible.maxY, spacing: spacing).map { y in
            y - visible.y + placed.y
        }
        return vertical.map { x in
            Drawable(
                shape: .line(from: Point2D(x: x, y: placed.y), to: Point2D(x: x, y: placed.maxY)), stroke: color,
                strokeWidth: lineWidth, clip: placed, role: "grid")
        } + horizontal.map { y in
            Drawable(
                shape: .line(from: Point2D(x: placed.x, y: y), to: Point2D(x: placed.maxX, y: y)), stroke: color,
                strokeWidth: lineWidth, clip: placed, role: "grid")
        }
    }

    /// The multiples of `spacing` from `start` to `end`, counted from the frame's own extent so that a
    /// frame scrolled a billion billion points away never converts its position to an integer.
    static func positions(from start: Double, to end: Double, spacing: Double) -> [Double] {
        let first = (start / spacing).rounded(.up) * spacing
        let count = ((end - first) / spacing).rounded(.down) + 1
        guard first.isFinite, count.isFinite, count >= 1 else { return [] }
        // The frame is within the pixel limit, so its extent holds at most that many lines.
        let lines = Int(min(count, Double(PixelLimits.maximumPixelsPerSide)))
        return (0..<lines).map { first + Double($0) * spacing }
    }
}
