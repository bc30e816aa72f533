import LayoutCore

/// A square layout grid: lines every `spacing` points of content, so one sees which edges fall on it.
enum LayoutGrid {
    static let lineWidth = 1.0

    /// Grid lines over the content rectangle `visible`, drawn where it is `placed` in the scene.
    static func drawables(spacing: Double, visible: Rect, placed: Rect, color: RGBAColor) -> [Drawable] {
        let dx = placed.x - visible.x, dy = placed.y - visible.y
        var result: [Drawable] = []
        for k in stride(from: Int((visible.x / spacing).rounded(.up)), through: Int((visible.maxX / spacing).rounded(.down)), by: 1) {
            let x = Double(k) * spacing + dx
            result.append(Drawable(
                shape: .line(from: Point(x: x, y: placed.y), to: Point(x: x, y: placed.maxY)), stroke: color,
                strokeWidth: lineWidth, clip: placed, role: "grid"))
        }
        for k in stride(from: Int((visible.y / spacing).rounded(.up)), through: Int((visible.maxY / spacing).rounded(.down)), by: 1) {
            let y = Double(k) * spacing + dy
            result.append(Drawable(
                shape: .line(from: Point(x: placed.x, y: y), to: Point(x: placed.maxX, y: y)), stroke: color,
                strokeWidth: lineWidth, clip: placed, role: "grid"))
        }
        return result
    }
}
