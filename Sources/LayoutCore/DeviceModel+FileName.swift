extension DeviceModel {
    /// The name as part of a file name: runs of characters other than ASCII letters and digits become one `-`
    /// (`iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`); distinct for every known model.
    public var fileName: String {
        var out = ""
        for character in name {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out.append(character)
            } else if !out.isEmpty && out.last != "-" {
                out.append("-")
            }
        }
        return out.last == "-" ? String(out.dropLast()) : out
    }
}
