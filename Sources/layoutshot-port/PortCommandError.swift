/// What stops the command before or while writing, with what to do about it.
enum PortCommandError: Error {
    case notAFolder(String)
    case unreadable(String)
    case noSources(String)
    case outputInsideSource(String)
    case foreignOutput(String)
    case writeFailed(String, String)
    case tooLarge(String, Int)
    case controlCharacterInName(String)

    var message: String {
        switch self {
        case .notAFolder(let path): "'\(path)' is not a folder"
        case .unreadable(let path): "'\(path)' cannot be read as UTF-8 text"
        case .noSources(let path): "'\(path)' holds no .swift file"
        case .outputInsideSource(let path):
            "the output folder '\(path)' is inside the source folder (or holds it): its files would be read as sources"
        case .foreignOutput(let path):
            "'\(path)' is not empty and was not written by layoutshot-port: choose another folder, or pass --replace to replace it"
        case .writeFailed(let path, let reason): "cannot write '\(path)': \(reason)"
        case .tooLarge(let path, let size):
            "'\(path)' is \(size) bytes; a source file may be at most \(SourceTree.maximumFileBytes) bytes (move it out of the folder)"
        case .controlCharacterInName(let name):
            "a file name has a control character (\(name.debugDescription)); rename it, as diagnostics name files one to a line"
        }
    }
}
