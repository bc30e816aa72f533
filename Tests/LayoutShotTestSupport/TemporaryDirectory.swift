import Foundation

/// Fresh, empty folders for tests that write files.
public enum TemporaryDirectory {
    /// A new empty folder under the system's temporary directory, its name starting with `prefix`.
    public static func make(prefix: String = "layoutshot") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The bytes of every file in `directory`, by name: to show that a run changed no file.
    public static func contents(of directory: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            out[name] = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(name))
        }
        return out
    }
}
