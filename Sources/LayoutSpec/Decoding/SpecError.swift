/// Why a spec file could not be used; every case names the file and, where there is one, the JSON path.
public enum SpecError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The text is not well-formed JSON or YAML.
    case syntax(file: String, line: Int, column: Int, message: String)
    /// A value is missing, of the wrong type or out of range.
    case invalid(file: String, path: String, message: String)

    /// A message a user can act on: `file: path: what is wrong, got what`.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): \(reason)"
        case let .syntax(file, line, column, message): "\(file):\(line):\(column): \(message)"
        case let .invalid(file, path, message): "\(file): \(path.isEmpty ? "(top level)" : path): \(message)"
        }
    }
}
