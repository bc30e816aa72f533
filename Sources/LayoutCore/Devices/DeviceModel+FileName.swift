extension DeviceModel {
    /// The name as part of a file name: runs of characters other than ASCII letters and digits become one `-`
    /// (`iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`); distinct for every known model, ignoring case.
    /// Models of your own may meet in one (`Galaxy S23` and `Galaxy S23+` are both `Galaxy-S23`): the snapshot
    /// assertions then refuse the second, naming both devices, rather than give them one reference.
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
