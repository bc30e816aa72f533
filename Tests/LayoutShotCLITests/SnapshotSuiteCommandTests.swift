import Foundation
import LayoutPipeline
import Testing

/// `snapshots record|verify` as a team's CI runs it: refusal to record on CI, hints that work, shards.
@Suite struct SnapshotSuiteCommandTests {
    /// A folder of `count` recorded snapshots named `s00`, `s01`, ….
    func folder(_ count: Int) throws -> URL {
        let dir = try unrecordedFolder(count)
        let result = try CLIRunner.run(["snapshots", "record", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        return dir
    }

    /// A folder of `count` specs with no references yet.
    func unrecordedFolder(_ count: Int) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        for index in 0..<count {
            let spec = SnapshotCommandTests.spec(height: 40 + index)
            try Data(spec.utf8).write(to: dir.appendingPathComponent(String(format: "s%02d.json", index)))
        }
        return dir
    }

    /// The snapshots one shard checks: with every SVG reference removed, the names it records an SVG for.
    func checked(_ dir: URL, shard: String) throws -> [String] {
        let result = try CLIRunner.run(["snapshots", "record", dir.path, "--shard", shard, "--record", "missing"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap { line in
            line.hasSuffix(": recorded svg") ? String(line.dropLast(": recorded svg".count)) : nil
        }
    }

    func removeSVGs(_ dir: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".svg") {
            try FileManager.default.removeItem(at: dir.appendingPathComponent(name))
        }
    }

    @Test func recordRefusesOnCIWithoutAnExplicitMode() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(SnapshotCommandTests.spec().utf8).write(to: dir.appendingPathComponent("grid.json"))
        let refused = try CLIRunner.run(["snapshots", "record", dir.path], environment: ["CI": "true", "LAYOUTSHOT_RECORD": "all"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("CI is set, so `snapshots record` writes nothing unless --record MODE is given"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["grid.json"])
        let explicit = try CLIRunner.run(["snapshots", "record", dir.path, "--record", "missing"], environment: ["CI": "true"])
        #expect(explicit.status == 0, "\(explicit.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("grid.png").path))
    }

    @Test func theMissingReferenceHintIsACommandThatRecordsIt() throws {
        let dir = try folder(2)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("s01.png"))
        let verify = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(verify.status == 1)
        let hint = "layoutshot snapshots record \(dir.path) --filter=s01 --record missing"
        #expect(verify.stdout.contains("record it with `\(hint)`"))
        let words = hint.split(separator: " ").dropFirst().map(String.init)
        let record = try CLIRunner.run(words)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("s01: recorded png"))
        #expect(try CLIRunner.run(["snapshots", "verify", dir.path]).status == 0)
    }

    /// `--shard I/N` checks the shard's snapshots only (which ones, and that shards cover the folder once, the store's
    /// SnapshotSuiteRunTests show in-process): two shards of four specs record SVGs for four names in all.
    @Test func aShardChecksItsPartOnly() throws {
        let dir = try folder(4)
        try removeSVGs(dir)
        let first = try checked(dir, shard: "1/2"), second = try checked(dir, shard: "2/2")
        #expect((first + second).sorted() == ["s00", "s01", "s02", "s03"])
    }

    /// A malformed `--shard` is a usage error (exit 2) naming the option, before any snapshot is read, so the
    /// folder's one spec needs no references; which values are malformed, SnapshotSuiteRunTests show in-process.
    @Test func aBadShardIsAUsageError() throws {
        let dir = try unrecordedFolder(1)
        let result = try CLIRunner.run(["snapshots", "verify", dir.path, "--shard", "3/2"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--shard"))
    }

    @Test func versionComesFromTheOneConstant() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == LayoutShotVersion.current + "\n")
    }

    @Test func jobsHelpStatesItsDefaultOnce() throws {
        let help = try CLIRunner.run(["snapshots", "verify", "--help"]).stdout
        let afterJobs = try #require(help.components(separatedBy: "--jobs <jobs>").last)
        let section = afterJobs.components(separatedBy: "\n  --").first ?? afterJobs
        #expect(section.components(separatedBy: "default").count == 2, "\(section)")
    }
}
