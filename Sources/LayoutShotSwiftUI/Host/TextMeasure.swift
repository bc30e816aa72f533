import LayoutCore
import LayoutText

/// How `Text` is measured: set in LayoutText's embedded font (DejaVu Sans, the font LayoutShot draws labels
/// with), wrapped greedily at spaces to the proposed width, a word wider than the width broken between
/// characters, each line as tall as the font's ascent, descent and line gap. Sizes are rounded up to whole
/// points (never past a finite proposed width). SwiftUI's San Francisco metrics differ; the rules do not.
struct TextMeasure {
    let string: String
    let fontSize: CGFloat
    let lineLimit: Int?
    /// The weight and slant pictures draw the lines in; measuring ignores them (the regular face's advances).
    var traits = TextTraits.regular

    private var font: LayoutText.Font { LayoutText.Font.embedded }

    var lineHeight: CGFloat {
        let size = Double(fontSize)
        return CGFloat(font.ascent(fontSize: size) + font.descent(fontSize: size) + font.lineGap(fontSize: size))
    }

    /// The first line's baseline below the top.
    var ascent: CGFloat { CGFloat(font.ascent(fontSize: Double(fontSize))) }

    func width(_ text: Substring) -> CGFloat { CGFloat(font.advanceWidth(of: String(text), fontSize: Double(fontSize))) }

    /// One line of set text: its characters and its advance width.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    /// The lines `string` takes at `width` (`nil`: each paragraph on one line, as written); a wrapped line's
    /// words are joined by one space.
    func lines(in width: CGFloat?) -> [Line] {
        var lines: [Line] = []
        let space = self.width(" ")
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width else {
                lines.append(Line(text: String(paragraph), width: self.width(paragraph)))
                continue
            }
            var current: Line? = nil
            for word in paragraph.split(separator: " ") {
                var piece = Line(text: String(word), width: self.width(word))
                if let line = current, line.width + space + piece.width <= width {
                    current = Line(text: line.text + " " + piece.text, width: line.width + space + piece.width)
                    continue
                }
                if let line = current { lines.append(line) }
                current = nil
                if piece.width > width {
                    // Break the word between characters: full lines, and the rest starts the next line.
                    piece = Line(text: "", width: 0)
                    for character in word {
                        let characterWidth = self.width(Substring(String(character)))
                        if piece.width > 0 && piece.width + characterWidth > width {
                            lines.append(piece)
                            piece = Line(text: "", width: 0)
                        }
                        piece.text.append(character)
                        piece.width += characterWidth
                    }
                }
                current = piece
            }
            lines.append(current ?? Line(text: "", width: 0))
        }
        return lines
    }

    /// The lines the text shows for `proposal`: wrapped to its finite width, at most `lineLimit` of them.
    func lines(for proposal: ProposedViewSize) -> [Line] {
        let wrapWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let lines = lines(in: wrapWidth)
        if let lineLimit, lineLimit > 0, lines.count > lineLimit { return Array(lines.prefix(lineLimit)) }
        return lines
    }

    /// The size the text takes for `proposal`; the proposed height does not truncate (a `lineLimit` does).
    func size(for proposal: ProposedViewSize) -> CGSize {
        let wrapWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let lines = lines(for: proposal)
        let widest = lines.map(\.width).max() ?? 0
        var width = widest.rounded(.up)
        if let wrapWidth, widest <= wrapWidth { width = min(width, wrapWidth) }
        return CGSize(width: width, height: (CGFloat(lines.count) * lineHeight).rounded(.up))
    }

    /// The baseline of the first or last line below the top.
    func baseline(last: Bool, proposal: ProposedViewSize) -> CGFloat {
        guard last else { return ascent }
        let lines = size(for: proposal).height / lineHeight
        return (lines.rounded(.down) - 1) * lineHeight + ascent
    }
}
