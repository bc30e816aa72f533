import LayoutCore

/// How each kind of element is drawn: fills, outlines, corner radii and labels.
///
/// Everything is drawn in the element's own frame coordinates under `LayoutAttributes.drawingTransform`
/// (its `scale`, then its affine `transform`, both about the frame's centre); a host that has a 3-D
/// transform passes its 2-D reduction there, so this is the one place a transform reaches the picture.
enum ElementStyle {
    /// Largest cell label size, in points.
    static let maximumLabelSize = 12.0
    /// Smallest label size worth drawing, in points.
    static let minimumLabelSize = 5.0

    /// A label to draw: its text, size, box and placement.
    struct Label {
        var text: String
        var fontSize: Double
        var box: Rect2D
        var anchor: TextDrawing.Anchor
        var color: RGBAColor
    }

    /// The drawables of one element: its box, then `label` (`label(of:style:)`, or nil when it cannot show).
    static func drawables(
        for attributes: LayoutAttributes, transform: Transform2D, clip: Rect2D, style: SceneStyle, label: Label?
    ) -> [Drawable] {
        let frame = attributes.frame
        let theme = style.theme
        let s = attributes.section
        var result: [Drawable] = []
        switch attributes.kind {
        case .decoration:
            let fill: RGBAColor
            if let color = attributes.color {
                fill = RGBAColor(r: color.r, g: color.g, b: color.b, a: color.a)
            } else if let background = attributes.content?.background {
                // A host drew the view behind this decoration (a list separator in its device colour).
                fill = background
            } else if attributes.elementKind == CompositionalListConfiguration.separatorElementKind {
                fill = theme.separator
            } else {
                fill = theme.sectionColor(s).withAlpha(theme.decorationAlpha)
            }
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: attributes.cornerRadius), fill: fill, transform: transform, clip: clip,
                role: "decoration"))
        case _ where attributes.content?.background != nil:
            // The view's own background, as the device shows it: no outline, nothing where it is clear.
            if let content = attributes.content, let fill = content.background, fill.a > 0 {
                result.append(Drawable(
                    shape: .rect(frame, cornerRadius: content.cornerRadius), fill: fill, transform: transform, clip: clip,
                    role: attributes.kind.rawValue))
            }
        case .cell where attributes.elementKind == CompositionalListConfiguration.headerItemElementKind:
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: 0), fill: theme.header.fill, transform: transform, clip: clip, role: "cell"))
        case .cell:
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: boxRadius(frame)), fill: theme.cellFill(s), stroke: theme.sectionColor(s),
                strokeWidth: 1, transform: transform, clip: clip, role: "cell"))
        case .supplementary:
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: boxRadius(frame)), fill: theme.footer.fill,
                stroke: theme.sectionColor(s), strokeWidth: 1, transform: transform, clip: clip, role: "supplementary"))
        case .header, .footer:
            result.append(Drawable(
                shape: .rect(frame, cornerRadius: 0), fill: (attributes.kind == .header ? theme.header : theme.footer).fill,
                transform: transform, clip: clip, role: attributes.kind.rawValue))
        }
        if let mask = attributes.clip, !result.isEmpty {
            result[0].shape = .path(mask.outline(clippedTo: frame))
        }
        if let content = attributes.content {
            result += ContentDrawing.drawables(of: content, in: frame, transform: transform, clip: clip)
        }
        if let label {
            let outline = TextDrawing.outline(label.text, fontSize: label.fontSize, in: label.box, anchor: label.anchor)
            result.append(Drawable(
                shape: .glyphs(text: label.text, outline: outline), fill: label.color, transform: transform, clip: clip,
                role: "label"))
            result += TextDrawing.emojiDrawables(
                label.text, fontSize: label.fontSize, in: label.box, anchor: label.anchor, transform: transform, clip: clip)
        }
        return result
    }

    /// The label `attributes` carries with `style`, or nil (labels off, a decoration, or a generated
    /// label that would not fit inside the box at a readable size).
    static func label(of attributes: LayoutAttributes, style: SceneStyle) -> Label? {
        guard style.labels, attributes.content?.marks.isEmpty ?? true else { return nil }
        let frame = attributes.frame, s = attributes.section, theme = style.theme
        switch attributes.kind {
        case .decoration:
            return nil
        case .cell where attributes.elementKind == CompositionalListConfiguration.headerItemElementKind:
            let size = min(13, frame.height * 0.55, frame.width * 0.55)
            return fitted(
                { "Header \(s)" }, fontSize: size, in: frame, anchor: .leading(inset: min(12, frame.width * 0.05)),
                color: theme.header.label)
        case .cell:
            if let text = style.itemText(s, attributes.item) {
                return Label(text: text, fontSize: style.textFontSize(s), box: frame, anchor: .center, color: theme.cellLabel)
            }
            return fitted(
                { "\(s)·\(attributes.item)" }, fontSize: fittedLabelSize(frame), in: frame, anchor: .center,
                color: theme.cellLabel)
        case .supplementary:
            return fitted(
                { attributes.elementKind ?? ElementKind.supplementary.rawValue }, fontSize: fittedLabelSize(frame),
                in: frame, anchor: .center, color: theme.footer.label)
        case .header, .footer:
            let isHeader = attributes.kind == .header
            let size = min(13, frame.height * 0.55, frame.width * 0.55)
            return fitted(
                { "\(isHeader ? "Header" : "Footer") \(s)" }, fontSize: size, in: frame,
                anchor: .leading(inset: min(12, frame.width * 0.05)), color: (isHeader ? theme.header : theme.footer).label)
        }
    }

    /// Everything `attributes` draws, box and label, in content points (before the margin that
    /// anti-aliasing and strokes need).
    static func extent(of attributes: LayoutAttributes, style: SceneStyle) -> Rect2D {
        var drawn = attributes.drawnFrame
        if let marks = attributes.content?.extent {
            let frame = attributes.frame
            drawn = drawn.union(attributes.drawingTransform.apply(to: marks.offsetBy(dx: frame.x, dy: frame.y)))
        }
        guard let label = label(of: attributes, style: style) else { return drawn }
        return drawn.union(extent(of: label, drawnBy: attributes))
    }

    /// A box in content points holding the glyphs of `label` drawn by `attributes`: the advance width
    /// of the text by one em above and below the box's middle (the font's glyphs reach less than that).
    static func extent(of label: Label, drawnBy attributes: LayoutAttributes) -> Rect2D {
        let width = TextDrawing.width(of: label.text, fontSize: label.fontSize)
        let x: Double
        switch label.anchor {
        case .leading(let inset): x = label.box.x + inset
        case .center: x = label.box.midX - width / 2
        }
        let box = Rect2D(x: x, y: label.box.midY - label.fontSize, width: width, height: 2 * label.fontSize)
        return attributes.drawingTransform.apply(to: box)
    }

    /// Whether the element's box is filled opaque (cells, supplementary views, headers and footers of
    /// the theme) rather than letting things under it show through (decorations, and any box a mask clips).
    static func isOpaque(_ attributes: LayoutAttributes, style: SceneStyle) -> Bool {
        let theme = style.theme
        if attributes.clip != nil { return false }
        if let background = attributes.content?.background { return background.a == 255 && attributes.content?.cornerRadius == 0 }
        switch attributes.kind {
        case .decoration: return attributes.color?.a == 255
        case .cell where attributes.elementKind == CompositionalListConfiguration.headerItemElementKind: return theme.header.fill.a == 255
        case .cell: return theme.cellFill(attributes.section).a == 255
        case .supplementary, .footer: return theme.footer.fill.a == 255
        case .header: return theme.header.fill.a == 255
        }
    }

    /// The corner radius of a cell's or a supplementary view's box: 4 pt, less for small boxes.
    private static func boxRadius(_ frame: Rect2D) -> Double { min(4, frame.width / 4, frame.height / 4) }

    /// The font size of a generated label (an index path, a kind) inside `frame`: at most half its height.
    private static func fittedLabelSize(_ frame: Rect2D) -> Double { min(maximumLabelSize, frame.height * 0.5) }

    /// A generated label, or nil when it would not fit inside `box` at a readable size; the text is
    /// only made once the size is known to be readable.
    private static func fitted(
        _ text: () -> String, fontSize: Double, in box: Rect2D, anchor: TextDrawing.Anchor, color: RGBAColor
    ) -> Label? {
        guard fontSize >= minimumLabelSize else { return nil }
        let text = text()
        guard TextDrawing.width(of: text, fontSize: fontSize) <= box.width - 4 else { return nil }
        return Label(text: text, fontSize: fontSize, box: box, anchor: anchor, color: color)
    }
}
