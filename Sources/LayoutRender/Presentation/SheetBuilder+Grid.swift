import LayoutCore

extension SheetBuilder {
    /// The sheet of `rows` on `theme`'s background, titled `title` when given: each row under its title, its pictures
    /// top-aligned under their captions, and the columns lined up across the rows (a column is as wide as its widest
    /// picture or caption line), so a matrix reads across and down.
    public static func grid(of rows: [SheetRow], title: String? = nil, theme: RenderTheme) -> RenderScene {
        let columnCount = rows.map(\.panels.count).max() ?? 0
        var columns = Array(repeating: 0.0, count: columnCount)
        for row in rows {
            for (index, panel) in row.panels.enumerated() {
                let captionWidth = panel.caption.map { TextDrawing.width(of: $0, fontSize: captionFontSize) }.max() ?? 0
                columns[index] = max(columns[index], panel.scene.size.width, captionWidth)
            }
        }
        var drawables: [Drawable] = []
        var top = margin
        var width = margin * 2 + columns.reduce(0, +) + margin * Double(max(0, columnCount - 1))
        if let title {
            width = max(width, margin * 2 + TextDrawing.width(of: title, fontSize: sheetTitleFontSize))
            drawables.append(text(title, fontSize: sheetTitleFontSize, at: Point2D(x: margin, y: top), height: sheetTitleHeight - 8, color: theme.cellLabel, role: "sheet-title"))
            top += sheetTitleHeight
        }
        for row in rows {
            width = max(width, margin * 2 + TextDrawing.width(of: row.title, fontSize: titleFontSize))
            drawables.append(text(row.title, fontSize: titleFontSize, at: Point2D(x: margin, y: top), height: lineHeight, color: theme.cellLabel, role: "row-title"))
            top += lineHeight
            let lines = row.panels.map(\.caption.count).max() ?? 0
            let pictureTop = top + Double(lines) * lineHeight + (lines > 0 ? captionGap : 0)
            var x = margin
            var bottom = pictureTop
            for (index, panel) in row.panels.enumerated() {
                for (line, caption) in panel.caption.enumerated() {
                    drawables.append(text(
                        caption, fontSize: captionFontSize, at: Point2D(x: x, y: top + Double(line) * lineHeight), height: lineHeight,
                        color: theme.caption, role: "caption"))
                }
                let placed = Rect2D(origin: Point2D(x: x, y: pictureTop), size: panel.scene.size)
                drawables += panel.scene.placed(at: placed.origin)
                if panel.outlined {
                    drawables.append(Drawable(shape: .rect(placed, cornerRadius: 0), stroke: theme.frameOutline, strokeWidth: 1, role: "frame"))
                }
                x += columns[index] + margin
                bottom = max(bottom, placed.maxY)
            }
            top = bottom + margin
        }
        return RenderScene(size: Size2D(width: width, height: top), background: theme.background, drawables: drawables)
    }
}
