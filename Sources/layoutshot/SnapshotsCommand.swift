import ArgumentParser
import Foundation
import LayoutSnapshotStore

/// `layoutshot snapshots record|verify [DIR]`: the snapshot folder as a test suite.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Record or verify a folder of snapshots: NAME.json specs with NAME.png, NAME.svg and NAME.layout.json beside them.",
        subcommands: [SnapshotsVerifyCommand.self, SnapshotsRecordCommand.self])
}

/// Options shared by `snapshots verify` and `snapshots record`.
struct SnapshotRunOptions: ParsableArguments {
    @Argument(help: "The snapshot folder.")
    var directory = "Snapshots"

    @Option(help: "Only specs whose name (or file name) matches this glob, e.g. 'waterfall-*'.")
    var filter: String?

    @Option(help: "Snapshots checked at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Check only part I of N (I/N, e.g. 2/4): a fixed split by spec name, so N CI jobs together check every snapshot once.")
    var shard: SnapshotShard?

    /// `--jobs`, else the number of cores.
    var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(help: "Write an HTML report (index.html and its images) into this folder.")
    var report: String?

    @Option(help: "Write failure artifacts (NAME.actual.*, NAME.diff.png) here instead of beside the references.")
    var artifacts: String?

    @OptionGroup var diff: DiffOptions

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256") }
    }
}

struct SnapshotsVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every spec against its references; never writes a reference.",
        discussion: """
            Exit 0 when all match, 1 when one differs or lacks a reference, 2 when a spec or a reference is bad. \
            A failure prints what moved (the layout diff) first, then the image and SVG differences with the paths \
            of the expected, actual and diff images.
            """)

    @OptionGroup var options: SnapshotRunOptions

    func run() throws {
        try SnapshotSession(options: options, record: .never, verb: "verified").run()
    }
}

struct SnapshotsRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the references of every spec (by default all that are missing or not identical).",
        discussion: """
            The mode is --record, else $\(RecordMode.environmentVariable), else all. When CI is set, nothing is written \
            unless --record is given.
            """)

    @Option(help: "all (missing or not identical), missing, failed (missing, unreadable or failing) or never.")
    var record: RecordMode?

    @OptionGroup var options: SnapshotRunOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        if record == nil, RecordMode.isCI(environment) {
            throw CLIError.badInput(
                "CI is set, so `snapshots record` writes nothing unless --record MODE is given (all, missing, failed); "
                    + "on CI run `layoutshot snapshots verify \(options.directory)`")
        }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(record, environment: environment, fallback: .all)
        } catch {
            throw CLIError.badInput(error.description)
        }
        try SnapshotSession(options: options, record: mode, verb: "checked").run()
    }
}

extension RecordMode: ExpressibleByArgument {}

extension SnapshotShard: ExpressibleByArgument {
    /// `--shard I/N`.
    public init?(argument: String) { self.init(argument) }
}
