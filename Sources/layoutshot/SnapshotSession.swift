import ArgumentParser
import Foundation
import LayoutPipeline
import LayoutSnapshotStore
import LayoutSpec

/// One run of `snapshots verify` or `snapshots record`: the store's `SnapshotSuite` run, with its
/// results printed and its exit code.
struct SnapshotSession {
    let options: SnapshotRunOptions
    let record: RecordMode
    let verb: String

    func run() throws {
        let suite = SnapshotSuite(directory: options.directory, filter: options.filter, shard: options.shard)
        for path in AtomicFile.removeStaleTemporaries(in: options.directory) {
            FileHandle.standardError.write(Data("layoutshot: removed \(path), left by an interrupted run\n".utf8))
        }
        let entries: [SnapshotDirectory.Entry]
        let obsolete: [String]
        do {
            entries = try suite.entries()
            obsolete = try suite.folder.obsoleteReferences()
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
        let report = suite.run(
            entries, record: record, imageOptions: options.diff.imageOptions, artifactsDirectory: options.artifacts,
            jobs: options.jobCount, progress: { progress.step($0) })
        progress.finish()

        // Names, element kinds and paths come from files: printed with their control characters escaped.
        for result in report.results where !result.message.isEmpty {
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
        if let directory = options.report {
            do {
                print("report: \(try report.writeHTML(of: suite, to: directory))")
            } catch {
                throw CLIError.badInput(error.description)
            }
        }
        print(report.summary(verb: verb, shard: options.shard))
        print(report.counts)
        if report.errors > 0 { throw ExitCode(2) }
        if report.failed > 0 { throw ExitCode(1) }
    }
}
