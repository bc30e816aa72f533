#if !canImport(UIKit)
import LayoutText

/// A label's text broken into the lines it shows, measured in LayoutShot's embedded font: wrapped at spaces
/// (and at newlines) to a width as `SelfSizingProvider.text` counts lines, at most `maximumLines` (0 for no
/// limit), the last line shown ending in an ellipsis when text is cut off, as `.byTruncatingTail` ends it.
struct TextLines {
    /// The lines, top first.
    let lines: [String]
    /// The font size.
    let fontSize: Double

    /// `text` at `fontSize` in lines no wider than `width` (one line per paragraph when `wraps` is false).
    init(_ text: String, fontSize: Double, width: Double, maximumLines: Int, wraps: Bool = true) {
        self.fontSize = fontSize
        let font = Font.embedded
        let paragraphs = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        var lines: [String] = []
        // How many of the first lines are known to fit `width` and need no second measure to be truncated.
        var fittingPrefix = 0
        for paragraph in paragraphs {
            if !wraps || maximumLines == 1 {
                lines.append(paragraph)
                continue
            }
            // A paragraph that fits whole is its own one line, as the greedy loop below would find word by word:
            // every shorter run of its words is narrower (advances only add up), and its words joined by single
            // spaces give it back when it has no leading, trailing or doubled space.
            if Self.joinsBack(paragraph), font.advanceWidth(of: paragraph, fontSize: fontSize) <= width {
                if fittingPrefix == lines.count { fittingPrefix += 1 }
                lines.append(paragraph)
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ").map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if line.isEmpty || font.advanceWidth(of: candidate, fontSize: fontSize) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        if maximumLines > 0, lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[lines.count - 1] = Self.truncated(lines[lines.count - 1] + "…", width: width, font: font, fontSize: fontSize)
            fittingPrefix = min(fittingPrefix, lines.count - 1)
        }
        for index in lines.indices.dropFirst(fittingPrefix) {
            lines[index] = Self.truncated(lines[index], width: width, font: font, fontSize: fontSize)
        }
        self.lines = lines
    }

    /// Whether `paragraph` is its words (split at spaces) joined by single spaces: not empty, no space at either
    /// end, no two spaces in a row.
    private static func joinsBack(_ paragraph: String) -> Bool {
        let space = UInt8(ascii: " ")
        var previous: UInt8?
        for byte in paragraph.utf8 {
            if byte == space, previous == nil || previous == space { return false }
            previous = byte
        }
        return previous != nil && previous != space
    }

    /// The width of `line`.
    func width(of line: String) -> Double { Font.embedded.advanceWidth(of: line, fontSize: fontSize) }

    /// `line`, or as much of it as fits in `width` followed by an ellipsis.
    private static func truncated(_ line: String, width: Double, font: Font, fontSize: Double) -> String {
        guard font.advanceWidth(of: line, fontSize: fontSize) > width else { return line }
        var kept = line.hasSuffix("…") ? String(line.dropLast()) : line
        while !kept.isEmpty, font.advanceWidth(of: kept + "…", fontSize: fontSize) > width {
            kept.removeLast()
        }
        return kept + "…"
    }
}
#endif
