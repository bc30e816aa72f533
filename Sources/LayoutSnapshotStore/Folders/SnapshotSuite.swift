import LayoutPipeline
import LayoutRender

/// A snapshot folder run as a test suite: the specs it holds (one name each), the part of them a
/// filter and a shard select, and all of them checked in parallel. The CLI's `snapshots record|verify`
/// and any test that checks a folder run it the same way.
public struct SnapshotSuite: Sendable {
    /// The snapshot folder.
    public var folder: SnapshotDirectory
    /// A glob over spec names and file names (`waterfall-*`), or `nil` for all.
    public var filter: String?
    /// The part of the folder this run checks, or `nil` for all of it.
    public var shard: SnapshotShard?

    /// The suite of the folder at `directory`, restricted by `filter` and `shard` when given.
    public init(directory: String, filter: String? = nil, shard: SnapshotShard? = nil) {
        folder = SnapshotDirectory(path: directory)
        self.filter = filter
        self.shard = shard
    }

    /// The folder's path.
    public var directory: String { folder.path }

    /// The specs this suite checks, sorted by name.
    ///
    /// - Throws: `SnapshotError` when the folder cannot be listed or two of its specs have one name.
    public func entries() throws(SnapshotError) -> [SnapshotDirectory.Entry] {
        try folder.specs(matching: filter).filter { shard?.contains($0.name) ?? true }
    }

    /// Checks `entries` (of this suite), `jobs` at a time, as `record` allows; `progress` is called with
    /// each spec's name as it finishes, from any thread. Never throws: problems are part of the results.
    public func run(
        _ entries: [SnapshotDirectory.Entry], record: RecordMode, imageOptions: ImageDiffOptions = .default,
        artifactsDirectory: String? = nil, jobs: Int, progress: (@Sendable (String) -> Void)? = nil
    ) -> SnapshotSuiteReport {
        let directory = self.directory
        var results: [SpecSnapshotResult] = []
        let elapsed = ContinuousClock().measure {
            results = Parallel.map(entries.count, jobs: jobs, progress: progress.map { step in { _, index in step(entries[index].name) } }) { index in
                SpecSnapshot.check(
                    entries[index], directory: directory, record: record, imageOptions: imageOptions, artifactsDirectory: artifactsDirectory)
            }
        }
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return SnapshotSuiteReport(results: results, milliseconds: milliseconds, jobs: jobs)
    }
}
