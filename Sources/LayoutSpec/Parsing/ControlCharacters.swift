/// Writing control characters visibly, so that text from a spec, a reference or a file name never
/// reaches a terminal as an escape sequence (colours, titles, cursor moves, OSC links).
public enum ControlCharacters {
    /// `text` with each C0 and C1 control character (ESC, BEL, DEL, CSI, …) written `\u{1B}`;
    /// line feeds and tabs are kept when `keepingLineBreaks`, for messages of several lines.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control, !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
