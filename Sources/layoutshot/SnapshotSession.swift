import ArgumentParser
import Foundation
import LayoutSnapshotTesting

/// One run of `snapshots verify` or `snapshots record`: list, check in parallel, print, report.
struct SnapshotSession {
    let options: SnapshotRunOptions
    let record: RecordMode
    let verb: String

    func run() throws {
        let folder = SnapshotDirectory(path: options.directory)
        let entries: [SnapshotDirectory.Entry]
        let obsolete: [String]
        do {
            entries = try folder.specs(matching: options.filter)
            obsolete = try folder.obsoleteReferences()
        } catch {
            throw CLIError.badInput(error.description)
        }
        if entries.isEmpty {
            if let filter = options.filter {
                throw CLIError.badInput("\(options.directory): no spec matches --filter \(filter)")
            }
            FileHandle.standardError.write(Data("layoutshot: \(options.directory): no snapshot specs (NAME.json) to check\n".utf8))
            return
        }
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) != 0)
        let directory = options.directory, record = self.record, artifacts = options.artifacts
        let imageOptions = options.diff.imageOptions
        var results: [SpecSnapshotResult] = []
        let seconds = BenchCommand.milliseconds {
            results = SnapshotRunner.run(entries, jobs: options.jobs, body: { entry in
                SpecSnapshot.check(entry, directory: directory, record: record, imageOptions: imageOptions, artifactsDirectory: artifacts)
            }, progress: { done, total, entry in progress.show("[\(done)/\(total)] \(entry.name)") })
        } / 1000
        progress.clear()

        for result in results where !result.message.isEmpty {
            if result.status == .error {
                FileHandle.standardError.write(Data((result.message + "\n").utf8))
            } else {
                print(result.message)
            }
        }
        for path in obsolete {
            print("obsolete: \(path) has no spec beside it")
        }
        if let report = options.report {
            do {
                let index = try HTMLReport.write(results, title: "LayoutShot snapshots: \(options.directory)", to: report)
                print("report: \(index)")
            } catch {
                throw CLIError.badInput(error.description)
            }
        }
        let passed = results.filter { $0.status == .passed }.count
        let errors = results.filter { $0.status == .error }.count
        let failed = results.count - passed
        print("\(verb) \(results.count) snapshot\(results.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s on \(min(options.jobs, results.count)) job\(options.jobs == 1 ? "" : "s")"
            + (errors > 0 ? "; \(errors) could not be checked" : ""))
        print("snapshots: \(passed) passed, \(failed) failed")
        if errors > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// A one-line progress display on a terminal's standard error, rewritten in place.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let lock = NSLock()

    init(enabled: Bool) { self.enabled = enabled }

    func show(_ text: String) {
        guard enabled else { return }
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K\(text.prefix(100))".utf8)) }
    }

    func clear() {
        guard enabled else { return }
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
