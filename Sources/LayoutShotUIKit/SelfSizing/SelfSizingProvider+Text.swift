#if !canImport(UIKit)
import LayoutText

extension SelfSizingProvider {
    /// Cells sized by their text, set in LayoutText's embedded font (the font LayoutShot draws labels with), as a
    /// multi-line label pinned to the cell's edges with `insets` sizes them: with a fixed width, the text wraps
    /// at spaces (and breaks at newlines) to that width less the insets and the height is the lines'; otherwise
    /// each paragraph stays on one line and the width is the longest's. Sizes are rounded up to whole points.
    /// Elements whose `text` is `nil` keep their estimate.
    public static func text(
        fontSize: CGFloat = 17, insets: UIEdgeInsets = .zero,
        _ text: @escaping @MainActor @Sendable (SelfSizingRequest) -> String?
    ) -> SelfSizingProvider {
        SelfSizingProvider { request in
            guard let string = text(request) else { return nil }
            let font = Font.embedded
            let size = Double(fontSize)
            let lineHeight = font.ascent(fontSize: size) + font.descent(fontSize: size) + font.lineGap(fontSize: size)
            let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let horizontalInsets = Double(insets.left + insets.right)
            let verticalInsets = Double(insets.top + insets.bottom)
            if request.hasFixedWidth {
                let available = Double(request.targetSize.width) - horizontalInsets
                let lines = paragraphs.reduce(0) { $0 + wrappedLineCount($1, width: available, font: font, fontSize: size) }
                return CGSize(
                    width: request.targetSize.width,
                    height: CGFloat((Double(lines) * lineHeight).rounded(.up) + verticalInsets))
            }
            let widest = paragraphs.map { font.advanceWidth(of: $0, fontSize: size) }.max() ?? 0
            return CGSize(
                width: CGFloat(widest.rounded(.up) + horizontalInsets),
                height: CGFloat((Double(paragraphs.count) * lineHeight).rounded(.up) + verticalInsets))
        }
    }

    /// Greedy wrapping at spaces: a word that does not fit on the current line starts the next one; a word
    /// wider than `width` has a line to itself. An empty paragraph is one line.
    static func wrappedLineCount(_ paragraph: String, width: Double, font: Font, fontSize: Double) -> Int {
        let space = font.advanceWidth(of: " ", fontSize: fontSize)
        var lines = 1
        var lineWidth = 0.0
        var lineIsEmpty = true
        for word in paragraph.split(separator: " ") {
            let wordWidth = font.advanceWidth(of: String(word), fontSize: fontSize)
            if lineIsEmpty {
                lineWidth = wordWidth
                lineIsEmpty = false
            } else if lineWidth + space + wordWidth <= width {
                lineWidth += space + wordWidth
            } else {
                lines += 1
                lineWidth = wordWidth
            }
        }
        return lines
    }
}
#endif
