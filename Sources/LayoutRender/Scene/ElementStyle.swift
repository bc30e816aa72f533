import LayoutCore

/// How each kind of element is drawn: fills, outlines, corner radii and labels.
enum ElementStyle {
    /// Largest cell label size, in points.
    static let maximumLabelSize = 12.0
    /// Smallest label size worth drawing, in points.
    static let minimumLabelSize = 5.0

    static func drawables(
        for attributes: LayoutAttributes, transform: AffineTransform, clip: Rect, style: SceneStyle
    ) -> [Drawable] {
        let frame = attributes.frame
        let theme = style.theme
        let s = attributes.section
        var result: [Drawable] = []
        switch attributes.kind {
        case .decoration:
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: attributes.cornerRadius),
                fill: theme.sectionColor(s).withAlpha(theme.decorationAlpha), transform: transform, clip: clip,
                role: "decoration"))
        case .cell:
            let color = theme.sectionColor(s)
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: boxRadius(frame)), fill: theme.cellFill(s), stroke: color,
                strokeWidth: 1, transform: transform, clip: clip, role: "cell"))
            guard style.labels else { break }
            if let text = style.itemText(s, attributes.item) {
                result += label(text, fontSize: style.textFontSize(s), in: frame, anchor: .center, color: theme.cellLabel, transform: transform, clip: clip, fitOnly: false)
            } else {
                result += label("\(s)·\(attributes.item)", fontSize: fittedLabelSize(frame), in: frame, anchor: .center, color: theme.cellLabel, transform: transform, clip: clip, fitOnly: true)
            }
        case .supplementary:
            let colors = theme.footer
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: boxRadius(frame)), fill: colors.fill,
                stroke: theme.sectionColor(s), strokeWidth: 1, transform: transform, clip: clip, role: "supplementary"))
            guard style.labels else { break }
            let text = attributes.elementKind ?? ElementKind.supplementary.rawValue
            result += label(text, fontSize: fittedLabelSize(frame), in: frame, anchor: .center, color: colors.label, transform: transform, clip: clip, fitOnly: true)
        case .header, .footer:
            let isHeader = attributes.kind == .header
            let colors = isHeader ? theme.header : theme.footer
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: 0), fill: colors.fill, transform: transform, clip: clip,
                role: attributes.kind.rawValue))
            guard style.labels else { break }
            let text = "\(isHeader ? "Header" : "Footer") \(s)"
            let size = min(13, frame.height * 0.55, frame.width * 0.55)
            result += label(text, fontSize: size, in: frame, anchor: .leading(inset: min(12, frame.width * 0.05)), color: colors.label, transform: transform, clip: clip, fitOnly: true)
        }
        return result
    }

    /// The corner radius of a cell's or a supplementary view's box: 4 pt, less for small boxes.
    private static func boxRadius(_ frame: Rect) -> Double { min(4, frame.width / 4, frame.height / 4) }

    /// The font size of a generated label (an index path, a kind) inside `frame`: at most half its height.
    private static func fittedLabelSize(_ frame: Rect) -> Double { min(maximumLabelSize, frame.height * 0.5) }

    /// A label, or nothing when `fitOnly` and it would not fit inside `box` at a readable size.
    private static func label(
        _ text: String, fontSize: Double, in box: Rect, anchor: TextDrawing.Anchor, color: RGBAColor,
        transform: AffineTransform, clip: Rect, fitOnly: Bool
    ) -> [Drawable] {
        if fitOnly {
            guard fontSize >= minimumLabelSize, TextDrawing.width(of: text, fontSize: fontSize) <= box.width - 4 else {
                return []
            }
        }
        let outline = TextDrawing.outline(text, fontSize: fontSize, in: box, anchor: anchor)
        return [Drawable(shape: .glyphs(text: text, outline: outline), fill: color, transform: transform, clip: clip, role: "label")]
    }
}
