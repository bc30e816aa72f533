/// What porting a set of files gives: the ported files, every rewrite made, and every construct that could not be
/// ported. The files are only to be written when `problems` is empty.
public struct PortResult: Sendable, Equatable {
    /// The ported files, same paths as the originals, in the order given.
    public var files: [PortSource]
    /// Each rewrite, at its line in the original file.
    public var rewrites: [PortNote]
    /// Each construct whose meaning the tool cannot keep, at its line in the original file.
    public var problems: [PortNote]

    /// Whether every file was ported.
    public var isComplete: Bool { problems.isEmpty }
}
