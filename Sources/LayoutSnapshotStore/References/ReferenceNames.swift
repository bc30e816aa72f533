/// Which input each reference name of a folder stands for, so that two distinct inputs never share one name (one
/// snapshot could never pass, and recording one would overwrite the other's references): the one rule behind the
/// folder listing (`SnapshotDirectory.checkNames`) and the test assertions, whose names are made from test names,
/// `named:`, devices and traits by replacing characters a file name cannot hold, so that distinct inputs can meet.
///
/// Names that already exist keep their spelling; only a name that two inputs would share is refused, naming both.
/// Names are compared ignoring case, as the file systems of macOS and Windows compare them.
public struct ReferenceNames: Sendable {
    /// The input that has each name, by folder and name without case.
    private var owners: [String: String] = [:]

    /// No names claimed yet.
    public init() {}

    /// Records that `name` in `directory` stands for `input` (a spec file, or a test's snapshot in words), or refuses
    /// it with `SnapshotError.sameName` naming both inputs when another input has it. An input may claim its own name
    /// again.
    public mutating func claim(_ name: String, in directory: String = "", for input: String) throws(SnapshotError) {
        let key = directory + "\u{0}" + name.lowercased()
        if let owner = owners[key], owner != input { throw .sameName(name: name, first: owner, second: input) }
        owners[key] = input
    }
}
