import Foundation

/// Reading a file the user named, with the reason in words when it cannot be read: spec files,
/// reference images and the images `diff` compares all say the same thing.
public enum InputFile {
    /// Why a file cannot be read.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path is a directory.
        case directory
        /// The file exists but cannot be read (permissions, a device, a FIFO).
        case unreadable

        /// `no such file`, `is a directory, not <expected>` or `cannot be read`.
        public func reason(expected: String) -> String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a directory, not \(expected)"
            case .unreadable: "cannot be read"
            }
        }
    }

    /// The bytes of the regular file at `path`, or why they cannot be had. Only regular files are read,
    /// so a FIFO or a device never blocks the caller; a symbolic link is read as the file it points to.
    public static func read(_ path: String) -> Result<[UInt8], Problem> {
        var status = stat()
        // stat, not lstat: the type that counts is the linked file's.
        guard stat(path, &status) == 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .failure(.directory)
        case S_IFREG: break
        default: return .failure(.unreadable)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        return .success([UInt8](data))
    }
}
