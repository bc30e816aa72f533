/// A place in an original file and what the porting tool did or could not do there.
public struct PortNote: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The file's path relative to the folder being ported.
    public var file: String
    /// The 1-based line in the original file.
    public var line: Int
    /// What was rewritten, or what cannot be ported and why.
    public var message: String

    /// A note on `file` at `line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the form compilers print.
    public var description: String { "\(file):\(line): \(message)" }

    public static func < (lhs: PortNote, rhs: PortNote) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}
