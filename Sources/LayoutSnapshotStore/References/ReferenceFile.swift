import Foundation
import LayoutPipeline
import LayoutSpec

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

    /// The reference `DIRECTORY/NAME.EXT`, its artifacts beside it or in `artifactsDirectory`.
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

    /// `file` inside `directory` (just `file` for `""` and `.`), as reference paths are printed.
    public static func join(_ directory: String, _ file: String) -> String {
        directory.isEmpty || directory == "." ? file : (directory as NSString).appendingPathComponent(file)
    }
}

/// A failure's file once written: what it shows and where it is.
public struct WrittenArtifact: Sendable, Hashable {
    /// What the file shows.
    public var role: SnapshotAttachment.Role
    /// Where it was written.
    public var path: String
    /// For a diff image, the pixels the comparison counted as differing (see `SnapshotAttachment.region`).
    public var region: PixelRect?

    /// Creates a written artifact.
    public init(role: SnapshotAttachment.Role, path: String, region: PixelRect? = nil) {
        self.role = role
        self.path = path
        self.region = region
    }

    /// `actual` or `diff`, padded to line up in messages.
    public var label: String { role == .actual ? "actual" : "diff  " }
}

/// What checking one reference came to.
public enum ReferenceOutcome: Sendable {
    /// The value matches the reference.
    case matched
    /// The reference was written: `replaced` when one existed before; `note` says what differed.
    case recorded(path: String, replaced: Bool, note: String?)
    /// There is no reference and the record mode does not allow writing one.
    case missing(path: String)
    /// The value differs: what, and the files written to show it (actual value first, then diffs).
    case failed(message: String, reference: String, artifacts: [WrittenArtifact])

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
    /// References go through `writes` (now, or staged with the rest of a snapshot's set); artifacts
    /// that cannot be written do not hide the difference, which is still the outcome, with a note.
    ///
    /// - Throws: `SnapshotError` when the reference cannot be read or decoded (and `record` does not
    ///   allow replacing it), or a reference cannot be written.
    public func check<Format>(
        _ actual: Format, diffing: Diffing<Format>, record: RecordMode, writes: inout ReferenceWrites
    ) throws(SnapshotError) -> ReferenceOutcome {
        let path = self.path
        let decode: () throws(SnapshotError) -> Format
        switch InputFile.open(path) {
        case .success(let file):
            if let fromFile = diffing.fromFile {
                decode = { () throws(SnapshotError) in try fromFile(file, path) }
            } else {
                let data: [UInt8]
                switch file.readAll() {
                case .success(let bytes): data = bytes
                case .failure(let problem): throw .unreadableReference(path: path, reason: problem.reason(expected: "a reference file"))
                }
                decode = { () throws(SnapshotError) in try diffing.fromBytes(data, path) }
            }
        case .failure(.missing):
            guard record != .never else { return .missing(path: path) }
            try writes.write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: false, note: nil)
        case .failure(let problem):
            throw .unreadableReference(path: path, reason: problem.reason(expected: "a reference file"))
        }
        let expected: Format
        do {
            expected = try decode()
        } catch {
            guard record == .all || record == .failed else { throw error }
            try writes.write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: error.description)
        }
        if record == .all {
            guard !diffing.isIdentical(expected, actual) else {
                removeArtifacts()
                return .matched
            }
            let note = diffing.diff(expected, actual)?.message
            try writes.write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: note)
        }
        guard let difference = diffing.diff(expected, actual) else {
            removeArtifacts()
            return .matched
        }
        if record == .failed {
            try writes.write(diffing.toBytes(actual, path), to: path)
            removeArtifacts()
            return .recorded(path: path, replaced: true, note: difference.message)
        }
        var written: [WrittenArtifact] = []
        var message = difference.message
        let files = [(SnapshotAttachment.Role.actual, actualPath, Result { () throws(SnapshotError) in try diffing.toBytes(actual, actualPath) }, PixelRect?.none)]
            + difference.attachments.map { ($0.role, artifactPath($0.suffix), Result<[UInt8], SnapshotError>.success($0.bytes), $0.region) }
        for (role, artifact, bytes, region) in files {
            do {
                try AtomicFile.write(try bytes.get(), to: artifact)
                written.append(WrittenArtifact(role: role, path: artifact, region: region))
            } catch {
                message += "\n(\(role.rawValue) not written: \(error))"
            }
        }
        return .failed(message: message, reference: path, artifacts: written)
    }

    /// The artifact files a failure of this reference may leave: the actual value and its diff
    /// (`NAME.diff.EXT`, written by image diffing as `NAME.diff.png`).
    public var artifactPaths: [String] { [actualPath, artifactPath("diff.\(pathExtension)")] }

    /// Removes artifacts of an earlier failure, so none outlives the failure it showed: only regular files, as a failure
    /// writes them (`AtomicFile.removeWrittenFile`); a folder or link under an artifact's name is left alone.
    public func removeArtifacts() {
        for path in artifactPaths { AtomicFile.removeWrittenFile(atPath: path) }
    }
}

extension ReferenceFile {
    /// Snapshots `value` with `snapshotting` and checks it against this reference: the one driver behind
    /// the test assertions and folder runs alike. Never throws: problems are the failure of the result.
    public func check<Value, Format>(
        _ value: Value, as snapshotting: Snapshotting<Value, Format>, record: RecordMode,
        writes: inout ReferenceWrites
    ) -> Result<ReferenceOutcome, SnapshotError> {
        do throws(SnapshotError) {
            return .success(try check(try snapshotting.snapshot(value), diffing: snapshotting.diffing, record: record, writes: &writes))
        } catch {
            return .failure(error)
        }
    }

    /// `check(_:as:record:writes:)` writing references at once.
    public func check<Value, Format>(
        _ value: Value, as snapshotting: Snapshotting<Value, Format>, record: RecordMode
    ) -> Result<ReferenceOutcome, SnapshotError> {
        var writes = ReferenceWrites.immediate
        return check(value, as: snapshotting, record: record, writes: &writes)
    }
}
