extension SpecReader {
    /// Longest `name` in UTF-8 bytes: with `.layout.json` and the `.NAME.….tmp` of an atomic write added,
    /// the file names stay under the 255 bytes most file systems allow.
    static let maximumFileNameBytes = 200

    /// A string that can be used as one file name: the outputs are `NAME.png`, `NAME.layout.json`, …, so a
    /// name with a folder in it, or none at all, would write outside the output folder or beside it.
    func fileName() throws(SpecError) -> String {
        let name = try string()
        guard !name.isEmpty else { throw fail("must not be empty; it names the output files") }
        guard name != ".", name != ".." else { throw fail("must be a file name, not \(value.brief)") }
        guard !name.contains("/"), !name.contains("\\") else {
            throw fail(#"must be one file name, without "/" or "\", got "# + value.brief)
        }
        try rejectControlCharacters(in: name)
        guard name.utf8.count <= Self.maximumFileNameBytes else {
            throw fail("must be at most \(Self.maximumFileNameBytes) bytes of UTF-8, got \(name.utf8.count)")
        }
        return name
    }
}
