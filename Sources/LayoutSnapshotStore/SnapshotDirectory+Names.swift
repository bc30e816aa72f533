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
        var byKey: [String: Entry] = [:]
        for entry in entries {
            if let other = byKey[key(entry.name)] {
                throw .sameName(name: entry.name, first: other.specPath, second: entry.specPath)
            }
            byKey[key(entry.name)] = entry
        }
        for entry in entries {
            for suffix in artifactSuffixes {
                if let other = byKey[key(entry.name + suffix)] {
                    throw .artifactName(spec: entry.specPath, artifacts: entry.name + suffix, other: other.specPath)
                }
            }
        }
        for (entry, file) in specs {
            if let other = byKey[key(file)] { throw .nameIsFileName(spec: entry.specPath, other: other.specPath) }
        }
    }

    /// How a name is compared with the others: ignoring case.
    private static func key(_ name: String) -> String { name.lowercased() }
}
