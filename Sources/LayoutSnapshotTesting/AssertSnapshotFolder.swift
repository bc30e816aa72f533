import Foundation
import LayoutSnapshotStore

// A folder of specs checked from a test, as `layoutshot snapshots verify DIR` checks it: the listing, the
// same-name check, the shard and the parallel run are the store's `SnapshotSuite`, shared with the CLI.

/// Checks every spec in `directory` (those whose name matches `filter`, in `shard`) against the references
/// beside it and reports each one that fails, with the files to open; the record mode is `record`, else the
/// scoped configuration's, else `LAYOUTSHOT_RECORD`, as for the other assertions; images are compared with the
/// scope's image options, else the default ones.
public func assertSnapshotFolder(
    _ directory: String,
    filter: String? = nil,
    shard: SnapshotShard? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshotFolder(directory, filter: filter, shard: shard, record: record) else { return }
    SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a folder like `assertSnapshotFolder` and returns the failure message instead of reporting it (`nil`
/// when every spec matched or was recorded).
public func verifySnapshotFolder(
    _ directory: String, filter: String? = nil, shard: SnapshotShard? = nil, record: RecordMode? = nil
) -> String? {
    let suite = SnapshotSuite(directory: directory, filter: filter, shard: shard)
    let mode: RecordMode
    let entries: [SnapshotDirectory.Entry]
    do {
        mode = try RecordMode.resolve(
            record ?? SnapshotConfiguration.current.record, environment: ProcessInfo.processInfo.environment)
        entries = try suite.entries()
    } catch {
        return "Snapshot folder \(directory): \(error)"
    }
    let report = suite.run(
        entries, record: mode, imageOptions: SnapshotConfiguration.current.imageOptions ?? .default,
        jobs: ProcessInfo.processInfo.activeProcessorCount)
    let failing = report.results.filter { $0.status != .passed }
    guard !failing.isEmpty else { return nil }
    return (failing.map(\.message) + [report.counts]).joined(separator: "\n")
}
