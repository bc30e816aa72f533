extension SnapshotDirectory {
    /// Refuses a folder in which one spec's files would be another's: two specs with one name (`a.json`,
    /// `a.yaml`), or a spec whose references are where another writes and deletes its failure artifacts
    /// (`a.actual.json` beside `a.json`: `a.actual.png` is both), or a spec whose name is another's file name
    /// (`a.json.json` beside `a.json`: `--filter=a.json` would select both, so no filter records one alone). Names are compared ignoring case, as the
    /// file systems of macOS and Windows do, so a folder checked here is safe on every machine.
    ///
    /// This is the one place the rule "no path the store writes or deletes for one spec is another spec's
    /// reference" is enforced: every run, record or verify, lists its folder through `specs(matching:)`.
    static func checkNames(_ specs: [(entry: Entry, file: String)]) throws(SnapshotError) {
        let entries = specs.map(\.entry)
        var names = ReferenceNames()
        var byKey: [String: Entry] = [:]
        for entry in entries {
            try names.claim(entry.name, for: entry.input)
            byKey[key(entry.name)] = entry
        }
        for other in entries {
            if let (owner, suffix) = artifactOwner(of: other.name), let entry = byKey[key(owner)] {
                throw .artifactName(spec: entry.specPath, artifacts: entry.name + suffix, other: other.specPath)
            }
        }
        for (entry, file) in specs {
            if let other = byKey[key(file)] { throw .nameIsFileName(spec: entry.specPath, other: other.specPath) }
        }
    }

    /// Refuses a reference name that ends in a failure artifact's suffix (`feed.a.actual`, `feed.a.DIFF`): its
    /// references would be the artifacts a failure of `feed.a` writes and a pass deletes. The test assertions check
    /// each name here, refusing the name alone because they cannot know the names a test has not reached yet.
    public static func checkReferenceName(_ name: String) throws(SnapshotError) {
        if let (owner, suffix) = artifactOwner(of: name) { throw .artifactLikeName(name: name, owner: owner, suffix: suffix) }
    }

    /// The name whose failure artifacts `name` would be (`a` and `.actual` for `a.actual`, ignoring case), else `nil`:
    /// the one rule behind `checkNames` and `checkReferenceName`.
    static func artifactOwner(of name: String) -> (owner: String, suffix: String)? {
        for suffix in artifactSuffixes where name.count > suffix.count && name.suffix(suffix.count).lowercased() == suffix {
            return (String(name.dropLast(suffix.count)), String(name.suffix(suffix.count)))
        }
        return nil
    }

    /// How a name is compared with the others: ignoring case (as `ReferenceNames` compares them).
    private static func key(_ name: String) -> String { name.lowercased() }
}

extension SnapshotDirectory.Entry {
    /// What the entry's name stands for, as a message names it: the spec file, with its combination in words
    /// (`feed.json (variant 1, iPhone 14 Pro, landscape, text accessibilityXL, right to left)`).
    var input: String {
        guard let summary = combination?.summary, !summary.isEmpty else { return specPath }
        return specPath + " (" + summary + ")"
    }
}
