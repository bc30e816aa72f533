/// Escaping of text placed in SVG, XML or HTML: the one function every writer of markup puts text through.
public enum MarkupText {
    /// `text` safe inside elements and single- or double-quoted attributes, judged scalar by scalar as
    /// parsers read it (a `"` followed by a combining accent is one `Character`, yet it still ends an
    /// attribute): `& < > " '` as entities; a carriage return and the bidirectional controls as character
    /// references, so the markup reads as it renders; scalars XML 1.0 forbids (C0 controls other than tab
    /// and line feed, U+FFFE, U+FFFF) as U+FFFD, so SVG stays well-formed XML.
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out.append(contentsOf: "&amp;".unicodeScalars)
            case 0x3C: out.append(contentsOf: "&lt;".unicodeScalars)
            case 0x3E: out.append(contentsOf: "&gt;".unicodeScalars)
            case 0x22: out.append(contentsOf: "&quot;".unicodeScalars)
            case 0x27: out.append(contentsOf: "&#39;".unicodeScalars)
            case 0x0D, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                out.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".unicodeScalars)
            case 0x09, 0x0A: out.append(scalar)
            case 0x00...0x1F, 0xFFFE, 0xFFFF: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
