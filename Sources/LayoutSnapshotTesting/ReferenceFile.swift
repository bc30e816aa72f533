import Foundation

/// One reference file, `DIRECTORY/NAME.EXT`, and where its failure artifacts go:
/// `NAME.actual.EXT` and `NAME.diff.png` beside it, or in an artifacts directory.
public struct ReferenceFile: Hashable, Sendable {
    /// The folder holding the reference.
    public var directory: String
    /// The reference's name without extension.
    public var name: String
    /// The extension without the dot (`png`, `svg`, `layout.json`).
    public var pathExtension: String
    /// Where failure artifacts go; `nil` puts them beside the reference.
    public var artifactsDirectory: String?

    public init(directory: String, name: String, pathExtension: String, artifactsDirectory: String? = nil) {
        self.directory = directory
        self.name = name
        self.pathExtension = pathExtension
        self.artifactsDirectory = artifactsDirectory
    }

    /// `DIRECTORY/NAME.EXT`.
    public var path: String { Self.join(directory, "\(name).\(pathExtension)") }

    /// Where the actual value is written when it does not match: `NAME.actual.EXT`.
    public var actualPath: String { artifactPath("actual.\(pathExtension)") }

    /// Where an artifact with `suffix` goes: `NAME.SUFFIX` in the artifacts directory (or beside the reference).
    public func artifactPath(_ suffix: String) -> String { Self.join(artifactsDirectory ?? directory, "\(name).\(suffix)") }

    static func join(_ directory: String, _ file: String) -> String {
        directory.isEmpty || directory == "." ? file : (directory as NSString).appendingPathComponent(file)
    }
}

/// What checking one reference came to.
public enum ReferenceOutcome: Sendable {
    /// The value matches the reference.
    case matched
    /// The reference was written: `replaced` when one existed before; `note` says what differed.
    case recorded(path: String, replaced: Bool, note: String?)
    /// There is no reference and the record mode does not allow writing one.
    case missing(path: String)
    /// The value differs: what, and the artifacts written to show it (actual value first, then diffs).
    case failed(message: String, reference: String, artifacts: [String])

    /// Whether the check passed (matched or recorded).
    public var passed: Bool {
        switch self {
        case .matched, .recorded: true
        case .missing, .failed: false
        }
    }
}

extension ReferenceFile {
    /// Checks `actual` against this reference, writing the reference as `record` allows, and
    /// the actual value and diff artifacts when it fails. Artifacts of an earlier failure are removed
    /// when the value matches again. All writes are atomic; with `.never` the reference is only read.
    ///
    /// - Throws: `SnapshotError` when the reference cannot be read or decoded (and `record` does not
    ///   allow replacing it), or a file cannot be written.
    public func check<Format>(
        _ actual: Format, diffing: Diffing<Format>, record: RecordMode
    ) throws(SnapshotError) -> ReferenceOutcome {
        let path = self.path
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw .unreadableReference(path: path, reason: isDirectory.boolValue ? "is a directory" : "permission denied")
            }
            guard record != .never else { return .missing(path: path) }
            try write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: false, note: nil)
        }
        let expected: Format
        do {
            expected = try diffing.fromBytes([UInt8](data), path)
        } catch {
            guard record == .all || record == .failed else { throw error }
            try write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: error.description)
        }
        if record == .all {
            guard !diffing.isIdentical(expected, actual) else {
                removeArtifacts()
                return .matched
            }
            let note = diffing.diff(expected, actual)?.message
            try write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: note)
        }
        guard let difference = diffing.diff(expected, actual) else {
            removeArtifacts()
            return .matched
        }
        if record == .failed {
            try write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: difference.message)
        }
        var written = [actualPath]
        try write(diffing.toBytes(actual, actualPath), to: actualPath)
        for artifact in difference.artifacts {
            let artifactPath = artifactPath(artifact.suffix)
            try write(artifact.bytes, to: artifactPath)
            written.append(artifactPath)
        }
        return .failed(message: difference.message, reference: path, artifacts: written)
    }

    /// The artifact files a failure of this reference may leave: the actual value and its diff
    /// (`NAME.diff.EXT`, written by image diffing as `NAME.diff.png`).
    public var artifactPaths: [String] { [actualPath, artifactPath("diff.\(pathExtension)")] }

    /// Removes artifacts of an earlier failure, so none outlives the failure it showed.
    public func removeArtifacts() {
        for path in artifactPaths where FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .write(error)
        }
    }
}
