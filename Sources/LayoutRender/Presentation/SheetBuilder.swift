import LayoutCore

/// Lays pictures side by side at one scale, top-aligned, each under its caption, with an optional
/// sheet title: variant sheets, review sheets and annotated filmstrips.
public enum SheetBuilder {
    static let margin = 16.0
    static let titleFontSize = 14.0
    static let captionFontSize = 13.0
    static let lineHeight = 18.0
    static let sheetTitleFontSize = 16.0
    static let sheetTitleHeight = 28.0
    /// Space between a caption and its picture.
    static let captionGap = 6.0

    /// The sheet of `panels` on `theme`'s background, titled `title` when given. A column is as wide as
    /// its picture or its widest caption line, so captions are never cut short.
    public static func sheet(of panels: [SheetPanel], title: String? = nil, theme: RenderTheme) -> RenderScene {
        let maximumLines = panels.map { ($0.title == nil ? 0 : 1) + $0.caption.count }.max() ?? 0
        var top = margin
        var width = margin * 2
        var drawables: [Drawable] = []
        if let title {
            width += TextDrawing.width(of: title, fontSize: sheetTitleFontSize)
            drawables.append(text(title, fontSize: sheetTitleFontSize, at: Point2D(x: margin, y: top), height: sheetTitleHeight - 8, color: theme.cellLabel, role: "sheet-title"))
            top += sheetTitleHeight
        }
        let pictureTop = top + Double(maximumLines) * lineHeight + (maximumLines > 0 ? captionGap : 0)
        var x = margin
        var height = pictureTop
        for panel in panels {
            var lines: [(text: String, fontSize: Double, color: RGBAColor, role: String)] = []
            if let title = panel.title { lines.append((title, titleFontSize, theme.cellLabel, "caption-title")) }
            lines += panel.caption.map { ($0, captionFontSize, theme.caption, "caption") }
            var column = panel.scene.size.width
            for (index, line) in lines.enumerated() {
                column = max(column, TextDrawing.width(of: line.text, fontSize: line.fontSize))
                drawables.append(text(
                    line.text, fontSize: line.fontSize, at: Point2D(x: x, y: top + Double(index) * lineHeight), height: lineHeight,
                    color: line.color, role: line.role))
            }
            let placed = Rect2D(origin: Point2D(x: x, y: pictureTop), size: panel.scene.size)
            drawables += panel.scene.placed(at: placed.origin)
            if panel.outlined {
                drawables.append(Drawable(shape: .rect(placed, cornerRadius: 0), stroke: theme.frameOutline, strokeWidth: 1, role: "frame"))
            }
            x += column + margin
            height = max(height, placed.maxY + margin)
        }
        return RenderScene(size: Size2D(width: max(x, width), height: height), background: theme.background, drawables: drawables)
    }

    static func text(
        _ text: String, fontSize: Double, at origin: Point2D, height: Double, color: RGBAColor, role: String
    ) -> Drawable {
        let box = Rect2D(origin: origin, size: Size2D(width: TextDrawing.width(of: text, fontSize: fontSize), height: height))
        return Drawable(
            shape: .glyphs(text: text, outline: TextDrawing.outline(text, fontSize: fontSize, in: box, anchor: .leading(inset: 0))),
            fill: color, role: role)
    }
}
