#if !canImport(UIKit)
import LayoutText

/// A label's text measured in LayoutShot's embedded font, as `SelfSizingProvider.text` measures it.
enum TextMeasure {
    /// The text's size: wrapped at spaces to `width` when given (at most `maximumLines` lines, 0 for no limit),
    /// else one line per paragraph; each line `lineHeight` high; the width rounded up to whole points, the height
    /// up to the pixels of a `scale` screen, as UIKit rounds a label's size (`PixelGrid`).
    static func size(
        of string: String, fontSize: CGFloat, lineHeight: CGFloat, width: CGFloat?, maximumLines: Int, scale: CGFloat
    ) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let font = Font.embedded
        let size = Double(fontSize)
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = paragraphs.count
        var widest = paragraphs.map { font.advanceWidth(of: $0, fontSize: size) }.max() ?? 0
        if let width {
            // As UIKit measures wrapped text: as wide as its widest line, not as the width it was given.
            var lineWidths = paragraphs.flatMap { wrappedLineWidths($0, width: Double(width), font: font, fontSize: size) }
            lines = lineWidths.count
            if maximumLines > 0 { lineWidths = Array(lineWidths.prefix(maximumLines)) }
            widest = min(lineWidths.max() ?? 0, Double(width))
        }
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return CGSize(width: CGFloat(widest.rounded(.up)), height: PixelGrid.ceil(CGFloat(lines) * lineHeight, scale: scale))
    }

    /// The width of each line `paragraph` wraps into at spaces within `width`, the lines
    /// `SelfSizingProvider.wrappedLineCount` counts (a word wider than `width` is a line of its own).
    static func wrappedLineWidths(_ paragraph: String, width: Double, font: Font, fontSize: Double) -> [Double] {
        let space = font.advanceWidth(of: " ", fontSize: fontSize)
        var widths: [Double] = []
        var lineWidth: Double?
        for word in paragraph.split(separator: " ") {
            let wordWidth = font.advanceWidth(of: String(word), fontSize: fontSize)
            if let current = lineWidth, current + space + wordWidth <= width {
                lineWidth = current + space + wordWidth
            } else {
                if let current = lineWidth { widths.append(current) }
                lineWidth = wordWidth
            }
        }
        widths.append(lineWidth ?? 0)
        return widths
    }
}
#endif
