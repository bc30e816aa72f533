#if !canImport(UIKit)
import LayoutText

/// A label's text measured in LayoutShot's embedded font, as `SelfSizingProvider.text` measures it.
enum TextMeasure {
    /// The text's size: wrapped at spaces to `width` when given (at most `maximumLines` lines, 0 for no limit),
    /// else one line per paragraph; each line `lineHeight` high; rounded up to whole points.
    static func size(of string: String, fontSize: CGFloat, lineHeight: CGFloat, width: CGFloat?, maximumLines: Int) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let font = Font.embedded
        let size = Double(fontSize)
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = paragraphs.count
        var widest = paragraphs.map { font.advanceWidth(of: $0, fontSize: size) }.max() ?? 0
        if let width {
            lines = paragraphs.reduce(0) {
                $0 + SelfSizingProvider.wrappedLineCount($1, width: Double(width), font: font, fontSize: size)
            }
            widest = min(widest, Double(width))
        }
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return CGSize(width: CGFloat(widest.rounded(.up)), height: (CGFloat(lines) * lineHeight).rounded(.up))
    }
}
#endif
