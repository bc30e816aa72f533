import ArgumentParser
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore

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
        let progress = ProgressReporter(total: entries.count, verb: nil)
        let directory = options.directory, record = self.record, artifacts = options.artifacts
        let imageOptions = options.diff.imageOptions
        var results: [SpecSnapshotResult] = []
        let seconds = Stopwatch.milliseconds {
            results = Parallel.map(entries.count, jobs: options.jobs, progress: { _, index in progress.step(entries[index].name) }) { index in
                SpecSnapshot.check(
                    entries[index], directory: directory, record: record, imageOptions: imageOptions, artifactsDirectory: artifacts)
            }
        } / 1000
        progress.finish()

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
