extension SpecReader {
    /// A name-like string (an element kind): non-empty, at most `maximumTextLength` Unicode scalars,
    /// without control characters, which messages would carry to a terminal as escape sequences.
    func name() throws(SpecError) -> String {
        let name = try shortText()
        guard !name.isEmpty else { throw fail("must be a non-empty string") }
        try rejectControlCharacters(in: name)
        return name
    }

    /// Any string without control characters: an element kind read back from layout output, which holds
    /// whatever a layout (a host's included) named its views, but nothing a terminal would execute.
    func controlFreeString() throws(SpecError) -> String {
        let text = try string()
        try rejectControlCharacters(in: text)
        return text
    }

    /// Fails on the first C0 or C1 control character (ESC, BEL, DEL, CSI, …) of `text`, naming it.
    func rejectControlCharacters(in text: String) throws(SpecError) {
        for (offset, scalar) in text.unicodeScalars.enumerated() where scalar.properties.generalCategory == .control {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            throw fail("must not contain control characters (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) "
                + "at character \(offset + 1))")
        }
    }
}
