import Foundation
import LayoutPipeline
import LayoutSpec

/// What checking one spec of a snapshot folder came to: one outcome per reference.
public struct SpecSnapshotResult: Sendable {
    /// How one reference fared.
    public struct Check: Sendable {
        /// The reference file.
        public var reference: ReferenceFile
        /// Its outcome, or why it could not be checked.
        public var outcome: Result<ReferenceOutcome, SnapshotError>
    }

    /// Passed, failed (a difference or a missing reference) or bad input, from best to worst.
    public enum Status: Int, Sendable, Comparable {
        case passed, failed, error

        /// Ordered from best to worst.
        public static func < (a: Status, b: Status) -> Bool { a.rawValue < b.rawValue }

        /// `passed`, `failed` or `error`.
        public var name: String { "\(self)" }
    }

    /// `NAME`.
    public var name: String
    /// The spec file.
    public var specPath: String
    /// Why the spec itself could not be used, if it could not.
    public var specError: SnapshotError?
    /// The references, layout first, then PNG and SVG.
    public var checks: [Check]

    /// The worst status of any check.
    public var status: Status {
        if specError != nil { return .error }
        return checks.map { check -> Status in
            switch check.outcome {
            case .failure: .error
            case .success(let outcome): outcome.passed ? .passed : .failed
            }
        }.max() ?? .passed
    }

    /// The check of the reference with `pathExtension`.
    public func check(_ pathExtension: String) -> Check? { checks.first { $0.reference.pathExtension == pathExtension } }

    /// What a user reads: the layout diff first (what moved), then the image and the SVG, each with
    /// the files to open; empty when everything passed without writing.
    public var message: String {
        if let specError { return "\(name): \(specError)" }
        var lines: [String] = []
        let new = checks.compactMap { check -> String? in
            if case .success(.recorded(_, false, _)) = check.outcome { return check.reference.pathExtension }
            return nil
        }
        if !new.isEmpty { lines.append("  recorded " + new.joined(separator: ", ")) }
        for check in checks {
            let file = "\(name).\(check.reference.pathExtension)"
            switch check.outcome {
            case .failure(let error):
                lines.append("  \(error)")
            case .success(.matched):
                break
            case .success(.recorded(_, false, _)):
                break
            case .success(.recorded(let path, true, let note)):
                lines.append("  updated \(path)" + (note.map { " (was: \(Self.firstLine($0)))" } ?? ""))
            case .success(.missing(let path)):
                lines.append("  \(file): no reference at \(path); record it with `\(recordCommand(mode: .missing))`")
            case .success(.failed(let message, let reference, let artifacts)):
                let body = message.split(separator: "\n", omittingEmptySubsequences: false)
                if check.reference.pathExtension == "layout.json" {
                    lines += body.map { "  \($0)" }
                } else {
                    lines.append("  \(file): \(body.first ?? "")")
                    lines += body.dropFirst().map { "  \($0)" }
                }
                lines.append("    expected \(reference)")
                for artifact in artifacts {
                    lines.append("    \(artifact.label)   \(artifact.path)")
                }
            }
        }
        if lines.count == 1, !new.isEmpty { return "\(name): " + lines[0].dropFirst(2) }
        return lines.isEmpty ? "" : "\(name):\n" + lines.joined(separator: "\n")
    }

    static func firstLine(_ text: String) -> String { String(text.prefix { $0 != "\n" }) }

    /// The command that records this snapshot alone, pasted into a POSIX shell:
    /// `layoutshot snapshots record DIR --filter=NAME --record MODE`, the name's glob characters escaped so
    /// that the filter matches this spec only, each word shell-quoted and a folder starting with `-` as `./-…`.
    public func recordCommand(mode: RecordMode) -> String {
        let directory = (specPath as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory.hasPrefix("-") ? "./" + directory : directory
        return "layoutshot snapshots record \(ShellWord.quoted(folder)) "
            + "\(ShellWord.quoted("--filter=" + SnapshotDirectory.literalGlob(name))) --record \(mode.rawValue)"
    }
}

/// Checks the spec of a snapshot folder against its three references.
public enum SpecSnapshot {
    /// The spec of `entry`, as its combination when it has one, from the text read when the folder was listed (read
    /// now only for an entry made without it).
    static func decode(_ entry: SnapshotDirectory.Entry) throws(SpecError) -> Spec {
        if let source = entry.source { return try source.decode(entry.combination) }
        return try SpecSource.read(contentsOfFile: entry.specPath).decode(entry.combination)
    }

    /// Renders `entry`'s spec and checks `NAME.layout.json`, `NAME.png` and `NAME.svg` as `record` allows.
    ///
    /// Never throws: problems with the spec or a reference are part of the result.
    public static func check(
        _ entry: SnapshotDirectory.Entry, directory: String, record: RecordMode,
        imageOptions: ImageDiffOptions = .default, artifactsDirectory: String? = nil
    ) -> SpecSnapshotResult {
        var result = SpecSnapshotResult(name: entry.name, specPath: entry.specPath, specError: nil, checks: [])
        let rendered: RenderedSpec
        do throws(SpecError) {
            rendered = try SpecRenderer.render(try decode(entry))
        } catch {
            result.specError = .spec(error)
            return result
        }
        // The references of one snapshot are replaced as a set: staged first, renamed only when all were written.
        var writes = ReferenceWrites.deferred
        func run<Format>(_ snapshotting: Snapshotting<RenderedSpec, Format>) {
            let file = ReferenceFile(
                directory: directory, name: entry.name, pathExtension: snapshotting.pathExtension,
                artifactsDirectory: artifactsDirectory)
            result.checks.append(.init(reference: file, outcome: file.check(rendered, as: snapshotting, record: record, writes: &writes)))
        }
        run(.layout)
        run(.png(imageOptions))
        run(.svg)
        let failedWrite = result.checks.lazy.compactMap { check -> AtomicFile.WriteError? in
            if case .failure(.write(let error)) = check.outcome { return error }
            return nil
        }.first
        do throws(SnapshotError) {
            if let failedWrite { throw .write(failedWrite) }
            try writes.commit()
        } catch {
            writes.discard()
            result.checks = result.checks.map { check in
                guard case .success(.recorded(let path, _, _)) = check.outcome else { return check }
                return .init(reference: check.reference, outcome: .failure(.notReplaced(path: path, because: error)))
            }
        }
        return result
    }
}
