import Foundation

/// Fresh, empty folders for tests that write files.
public enum TemporaryDirectory {
    /// A new empty folder under the system's temporary directory, its name starting with `prefix`.
    public static func make(prefix: String = "layoutshot") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
