import Foundation

/// What a run of a `SnapshotSuite` came to: each spec's result, the counts and how long it took.
public struct SnapshotSuiteReport: Sendable {
    /// One result per spec checked, in the order the specs were given.
    public var results: [SpecSnapshotResult]
    /// How long checking took, in milliseconds (the one place a suite is timed).
    public var milliseconds: Double
    /// The specs the run was allowed to check at once.
    public var jobs: Int

    /// Creates a report.
    public init(results: [SpecSnapshotResult], milliseconds: Double, jobs: Int) {
        self.results = results
        self.milliseconds = milliseconds
        self.jobs = jobs
    }

    /// Specs whose references all matched or were recorded.
    public var passed: Int { results.filter { $0.status == .passed }.count }
    /// Specs that differ, lack a reference or could not be checked.
    public var failed: Int { results.count - passed }
    /// Specs that could not be checked: a bad spec or a bad reference.
    public var errors: Int { results.filter { $0.status == .error }.count }

    /// `VERB N snapshots in S s on J jobs (shard I/N); E could not be checked`.
    public func summary(verb: String, shard: SnapshotShard?) -> String {
        "\(verb) \(results.count) snapshot\(results.count == 1 ? "" : "s") in \(String(format: "%.2f", milliseconds / 1000)) s "
            + "on \(min(jobs, results.count)) job\(jobs == 1 ? "" : "s")" + (shard.map { " (shard \($0))" } ?? "")
            + (errors > 0 ? "; \(errors) could not be checked" : "")
    }

    /// `snapshots: P passed, F failed`.
    public var counts: String { "snapshots: \(passed) passed, \(failed) failed" }

    /// Writes the HTML report of this run into `directory` (see `HTMLReport`), titled after the suite's
    /// folder, and returns the path of its `index.html`.
    public func writeHTML(of suite: SnapshotSuite, to directory: String) throws(SnapshotError) -> String {
        try HTMLReport.write(
            results, title: "LayoutShot snapshots: \(HTMLReport.folderName(suite.directory))",
            recordCommand: { $0.recordCommand(mode: .failed) }, to: directory)
    }
}
