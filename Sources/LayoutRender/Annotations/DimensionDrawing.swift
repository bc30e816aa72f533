import LayoutCore

/// Draws a dimension the way a designer marks up a screen: a thin line with end ticks over a halo,
/// and its value in a pill at the middle (beside the line when the line is too short to hold it).
enum DimensionDrawing {
    static let lineWidth = 1.0
    static let haloWidth = 3.0
    static let tickLength = 7.0
    static let labelFontSize = 10.0
    static let labelHeight = 14.0
    static let labelPadding = 4.0
    /// Space between a line and a label moved beside it.
    static let labelGap = 3.0

    /// The drawables of `dimension` (in scene coordinates), labels kept inside `bounds` when given.
    static func drawables(of dimension: Dimension, palette: PresentationPalette, bounds: Rect2D?, clip: Rect2D?) -> [Drawable] {
        let (a, b) = (dimension.from, dimension.to)
        let horizontal = dimension.isHorizontal
        var result = [
            Drawable(shape: .line(from: a, to: b), stroke: palette.halo, strokeWidth: haloWidth, clip: clip, role: "dimension-halo"),
            Drawable(shape: .line(from: a, to: b), stroke: palette.accent, strokeWidth: lineWidth, clip: clip, role: "dimension"),
        ]
        for end in [a, b] {
            let half = tickLength / 2
            let tick = horizontal
                ? (Point2D(x: end.x, y: end.y - half), Point2D(x: end.x, y: end.y + half))
                : (Point2D(x: end.x - half, y: end.y), Point2D(x: end.x + half, y: end.y))
            result.append(Drawable(
                shape: .line(from: tick.0, to: tick.1), stroke: palette.accent, strokeWidth: lineWidth, clip: clip,
                role: "dimension"))
        }
        let text = dimension.label
        let box = labelBox(for: dimension, text: text, bounds: bounds)
        result.append(Drawable(
            shape: .rect(box, cornerRadius: labelHeight / 2), fill: palette.accent, clip: clip, role: "dimension-label"))
        result.append(Drawable(
            shape: .glyphs(text: text, outline: TextDrawing.outline(text, fontSize: labelFontSize, in: box, anchor: .center)),
            fill: palette.labelText, clip: clip, role: "dimension-value"))
        return result
    }

    /// The label pill: centred on the line, or beside it (right of a vertical line, above a horizontal
    /// one) when the line is shorter than the pill; then moved inside `bounds`.
    static func labelBox(for dimension: Dimension, text: String, bounds: Rect2D?) -> Rect2D {
        let width = TextDrawing.width(of: text, fontSize: labelFontSize) + 2 * labelPadding
        let mid = Point2D(x: (dimension.from.x + dimension.to.x) / 2, y: (dimension.from.y + dimension.to.y) / 2)
        var box = Rect2D(x: mid.x - width / 2, y: mid.y - labelHeight / 2, width: width, height: labelHeight)
        if dimension.isHorizontal, dimension.length < width + 2 * labelGap {
            box.y = mid.y - labelGap - labelHeight
        } else if !dimension.isHorizontal, dimension.length < labelHeight + 2 * labelGap {
            box.x = mid.x + tickLength / 2 + labelGap
        }
        guard let bounds else { return box }
        box.x = min(max(box.x, bounds.x), bounds.maxX - box.width)
        box.y = min(max(box.y, bounds.y), bounds.maxY - box.height)
        return box
    }
}
