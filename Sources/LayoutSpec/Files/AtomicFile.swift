import Foundation

/// Writes files all at once: to a temporary file beside the target, then renamed over it, so a reader
/// never sees half a file and a failed write leaves the old file (or nothing) in place. Foundation's
/// atomic write does the same rename but creates no missing folder and reports untyped errors, and
/// a set of files (a snapshot's references) must be staged first and renamed together: hence this type.
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

    /// Bytes written to a temporary file beside their target, not yet in place.
    public struct Staged: Sendable, Hashable {
        /// The temporary file.
        public let temporary: String
        /// Where `commit()` puts it.
        public let path: String

        /// Renames the temporary file over the target.
        public func commit() throws(WriteError) {
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw WriteError(path: path, reason: reason)
            }
        }

        /// Removes the temporary file, leaving the target as it was.
        public func discard() {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// Writes `bytes` to `path` atomically, creating the parent directory if needed.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes UTF-8 `text` to `path` atomically.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to a temporary file beside `path` (creating the folder), to be committed or discarded.
    public static func stage(_ bytes: [UInt8], for path: String) throws(WriteError) -> Staged {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
        return Staged(temporary: temporary.path, path: path)
    }

    /// Removes temporary files in `directory` that this type left behind in a process that no longer
    /// runs (killed mid-write); returns their paths. Temporaries of running processes are left alone.
    @discardableResult
    public static func removeStaleTemporaries(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let pid = owner(ofTemporary: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            if removeWrittenFile(atPath: path) { removed.append(path) }
        }
        return removed.sorted()
    }

    /// Removes `path` when it is what this type writes there, a regular file, and returns whether it did: never a
    /// folder (nothing is deleted recursively), a symbolic link or anything else someone else put under that name.
    /// The one way files written earlier (failure artifacts, stale temporaries) are cleaned up.
    @discardableResult
    public static func removeWrittenFile(atPath path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return unlink(path) == 0
    }

    /// The process id in a temporary's name `.NAME.PID.RANDOM.tmp`, `nil` for any other name.
    public static func owner(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, UInt64(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else {
            return nil
        }
        return pid
    }
}
