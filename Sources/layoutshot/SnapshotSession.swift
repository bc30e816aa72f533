import ArgumentParser
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec

/// One run of `snapshots verify` or `snapshots record`: list, check in parallel, print, report.
struct SnapshotSession {
    let options: SnapshotRunOptions
    let record: RecordMode
    let verb: String

    func run() throws {
        let folder = SnapshotDirectory(path: options.directory)
        for path in AtomicFile.removeStaleTemporaries(in: options.directory) {
            FileHandle.standardError.write(Data("layoutshot: removed \(path), left by an interrupted run\n".utf8))
        }
        let entries: [SnapshotDirectory.Entry]
        let obsolete: [String]
        do {
            entries = try folder.specs(matching: options.filter).filter { options.shard?.contains($0.name) ?? true }
            obsolete = try folder.obsoleteReferences()
        } catch {
            throw CLIError.badInput(error.description)
        }
        if entries.isEmpty {
            if let filter = options.filter {
                throw CLIError.badInput("\(options.directory): no spec matches --filter \(filter)")
            }
            if let shard = options.shard {
                print("\(verb) 0 snapshots: shard \(shard) holds none of \(options.directory)")
                print("snapshots: 0 passed, 0 failed")
                return
            }
            FileHandle.standardError.write(Data("layoutshot: \(options.directory): no snapshot specs (NAME.json) to check\n".utf8))
            return
        }
        let progress = ProgressReporter(total: entries.count, verb: nil)
        let directory = options.directory, record = self.record, artifacts = options.artifacts
        let imageOptions = options.diff.imageOptions
        var results: [SpecSnapshotResult] = []
        let seconds = Stopwatch.milliseconds {
            results = Parallel.map(entries.count, jobs: options.jobCount, progress: { _, index in progress.step(entries[index].name) }) { index in
                SpecSnapshot.check(
                    entries[index], directory: directory, record: record, imageOptions: imageOptions, artifactsDirectory: artifacts)
            }
        } / 1000
        progress.finish()

        // Names, element kinds and paths come from files: printed with their control characters escaped.
        for result in results where !result.message.isEmpty {
            let message = ControlCharacters.escaped(result.message, keepingLineBreaks: true)
            if result.status == .error {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            } else {
                print(message)
            }
        }
        for path in obsolete {
            print(ControlCharacters.escaped("obsolete: \(path) has no spec beside it"))
        }
        if let report = options.report {
            do {
                let index = try HTMLReport.write(
                    results, title: "LayoutShot snapshots: \(HTMLReport.folderName(options.directory))",
                    recordCommand: { $0.recordCommand(mode: .failed) }, to: report)
                print("report: \(index)")
            } catch {
                throw CLIError.badInput(error.description)
            }
        }
        let passed = results.filter { $0.status == .passed }.count
        let errors = results.filter { $0.status == .error }.count
        let failed = results.count - passed
        print("\(verb) \(results.count) snapshot\(results.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s on \(min(options.jobCount, results.count)) job\(options.jobCount == 1 ? "" : "s")"
            + (options.shard.map { " (shard \($0))" } ?? "") + (errors > 0 ? "; \(errors) could not be checked" : ""))
        print("snapshots: \(passed) passed, \(failed) failed")
        if errors > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}
