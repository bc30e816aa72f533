import LayoutCore

/// What a placed text or image shows on the device, as LayoutCore's `ElementContent` marks in the view's own
/// coordinates: the text's lines as `TextMeasure` broke them for the view's proposal, each lined up by the
/// environment's `multilineTextAlignment` in its foreground colour; an image as a neutral placeholder.
enum LeafDrawing {
    /// The label colour of text with no foreground colour (Apple's Human Interface Guidelines, "Color": label,
    /// light mode, is black).
    static let labelColor = RGBAColor(r: 0, g: 0, b: 0)
    /// An image placeholder's fill: iOS's systemGray5, light mode (Human Interface Guidelines, "Color").
    static let placeholderFill = RGBAColor(r: 229, g: 229, b: 234)
    /// An image placeholder's glyph: iOS's systemGray, light mode.
    static let placeholderGlyph = RGBAColor(r: 142, g: 142, b: 147)
    /// The fill of a view that draws only its marks: nothing behind them.
    static let clear = RGBAColor(r: 0, g: 0, b: 0, a: 0)

    /// The content of `node` placed at `frame`, or nil when it is not a text or an image.
    static func content(of node: ViewNode, in frame: CGRect) -> ElementContent? {
        guard case .leaf(let leaf) = node.content else { return nil }
        switch leaf {
        case .text(let measure):
            let values = node.environment.values
            let lines = measure.lines(for: node.placedProposal ?? ProposedViewSize(width: frame.width, height: nil))
            return ElementContent(
                background: clear,
                marks: textMarks(
                    lines, measure: measure, width: Double(frame.width), alignment: values.multilineTextAlignment,
                    direction: values.layoutDirection, color: values.foreground ?? labelColor, traits: measure.traits))
        case let .image(name, _, _, isSymbol) where isSymbol:
            // A symbol takes the foreground colour, as SwiftUI renders symbols as templates (black when none is set).
            let box = Rect2D(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
            return ElementContent(
                background: clear,
                marks: SymbolGlyph.marks(named: name, in: box, color: node.environment.values.foreground ?? labelColor))
        case .image:
            return ElementContent(background: clear, marks: placeholderMarks(width: Double(frame.width), height: Double(frame.height)))
        case .shape, .spacer, .divider:
            return nil
        }
    }

    /// One text mark per line, stacked a line height apart from the top; `leading` is the left edge left to right
    /// and the right edge right to left.
    static func textMarks(
        _ lines: [TextMeasure.Line], measure: TextMeasure, width: Double, alignment: TextAlignment,
        direction: LayoutDirection, color: RGBAColor, traits: TextTraits = .regular
    ) -> [ElementContent.Mark] {
        let height = Double(measure.lineHeight), size = Double(measure.fontSize)
        return lines.enumerated().map { index, line in
            let lineWidth = Double(line.width)
            let spare = width - lineWidth
            let x: Double
            switch (alignment, direction) {
            case (.center, _): x = spare / 2
            case (.leading, .leftToRight), (.trailing, .rightToLeft): x = 0
            case (.trailing, .leftToRight), (.leading, .rightToLeft): x = spare
            }
            let box = Rect2D(x: x, y: Double(index) * height, width: lineWidth, height: height)
            return .text(line.text, fontSize: size, line: box, color: color, traits: traits)
        }
    }

    /// A rounded grey box with a picture glyph (a sun over a hill) centred in it, scaled to the box.
    static func placeholderMarks(width: Double, height: Double) -> [ElementContent.Mark] {
        guard width > 0, height > 0 else { return [] }
        let radius = min(8, width / 4, height / 4)
        var marks: [ElementContent.Mark] = [
            .box(Rect2D(x: 0, y: 0, width: width, height: height), fill: placeholderFill, stroke: nil, strokeWidth: 0,
                 cornerRadius: radius)
        ]
        // The glyph fills the middle half of the shorter side: small enough to read as a placeholder at any size.
        let side = min(width, height) / 2
        let (left, top) = ((width - side) / 2, (height - side) / 2)
        marks.append(.ellipse(
            Rect2D(x: left + side * 0.6, y: top + side * 0.05, width: side * 0.3, height: side * 0.3),
            fill: placeholderGlyph, stroke: nil, strokeWidth: 0))
        marks.append(.polyline(
            [Point2D(x: left, y: top + side), Point2D(x: left + side * 0.35, y: top + side * 0.4),
             Point2D(x: left + side * 0.6, y: top + side * 0.7), Point2D(x: left + side * 0.75, y: top + side * 0.55),
             Point2D(x: left + side, y: top + side)],
            color: placeholderGlyph, width: 0, closed: true, filled: true))
        return marks
    }
}
