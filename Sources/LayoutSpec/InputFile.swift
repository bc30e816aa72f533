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
    /// so a FIFO or a device never blocks the caller.
    public static func read(_ path: String) -> Result<[UInt8], Problem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing) }
        if isDirectory.boolValue { return .failure(.directory) }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular, let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        return .success([UInt8](data))
    }
}
