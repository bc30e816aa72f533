import Foundation

/// Writes files all at once: to a temporary file beside the target, then renamed over it, so a reader
/// never sees half a file and a failed write leaves the old file (or nothing) in place.
public enum AtomicFile {
    /// Why a write failed.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file that was to be written.
        public let path: String
        /// What went wrong.
        public let reason: String
        /// `path: cannot write: reason`.
        public var description: String { "\(path): cannot write: \(reason)" }
    }

    /// Writes `bytes` to `path` atomically, creating the parent directory if needed.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw WriteError(path: path, reason: reason)
            }
        } catch let error as WriteError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }

    /// Writes UTF-8 `text` to `path` atomically.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }
}
