import Foundation
import LayoutSnapshotStore
import Synchronization
import Testing

/// A snapshot folder run through the store's `SnapshotSuite`, as the CLI runs it.
@Suite struct SnapshotSuiteRunTests {
    /// A folder of specs named `names`, each a small waterfall.
    func folder(_ names: [String]) throws -> String {
        let directory = try Fixture.temporaryDirectory()
        for (index, name) in names.enumerated() {
            try Fixture.write(Fixture.specJSON(height: 40 + Double(index)), to: directory, name)
        }
        return directory
    }

    @Test func entriesAreFilteredThenSharded() throws {
        let directory = try folder(["a.json", "b.yaml", "c.YML", "a.layout.json", "notes.txt"])
        #expect(try SnapshotSuite(directory: directory).entries().map(\.name) == ["a", "b", "c"])
        #expect(try SnapshotSuite(directory: directory, filter: "[ab]").entries().map(\.name) == ["a", "b"])
        let shards = try (1...3).map { index in
            try SnapshotSuite(directory: directory, shard: SnapshotShard("\(index)/3")).entries().map(\.name)
        }
        #expect(shards.flatMap { $0 }.sorted() == ["a", "b", "c"])
    }

    /// Shards of a folder of twelve specs together list every spec exactly once, and the split is fixed: a shard
    /// lists the same specs again.
    @Test(arguments: [2, 3, 5])
    func shardsTogetherListEverySpecExactlyOnce(_ count: Int) throws {
        let names = (0..<12).map { String(format: "s%02d", $0) }
        let directory = try folder(names.map { $0 + ".json" })
        let shards = try (1...count).map { index in
            try SnapshotSuite(directory: directory, shard: SnapshotShard("\(index)/\(count)")).entries().map(\.name)
        }
        #expect(shards.flatMap { $0 }.sorted() == names)
        #expect(Set(shards.flatMap { $0 }).count == 12)
        #expect(try SnapshotSuite(directory: directory, shard: SnapshotShard("1/\(count)")).entries().map(\.name) == shards[0])
    }

    /// What `--shard` refuses: an index outside 1...count, a zero count, anything but two numbers.
    @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "2", "1/2/3"])
    func aBadShardIsRefused(_ text: String) {
        #expect(SnapshotShard(text) == nil)
    }

    @Test func twoSpecsWithOneNameAreRefusedWhateverTheFilter() throws {
        let directory = try folder(["a.json", "a.yaml", "b.json"])
        let first = (directory as NSString).appendingPathComponent("a.json")
        let second = (directory as NSString).appendingPathComponent("a.yaml")
        #expect(throws: SnapshotError.sameName(name: "a", first: first, second: second)) {
            try SnapshotSuite(directory: directory, filter: "b").entries()
        }
    }

    @Test func aRunRecordsThenVerifiesAndCountsItsResults() throws {
        let directory = try folder(["a.json", "b.json", "c.json"])
        let suite = SnapshotSuite(directory: directory)
        let names = Mutex<[String]>([])
        let recorded = suite.run(try suite.entries(), record: .missing, jobs: 2, progress: { name in names.withLock { $0.append(name) } })
        #expect(recorded.results.map(\.name) == ["a", "b", "c"])
        #expect(names.withLock { $0.sorted() } == ["a", "b", "c"])
        #expect((recorded.passed, recorded.failed, recorded.errors) == (3, 0, 0))
        try Fixture.write(Fixture.specJSON(height: 99), to: directory, "b.json")
        try Fixture.write("{", to: directory, "c.json")
        let verified = suite.run(try suite.entries(), record: .never, jobs: 1)
        #expect(verified.results.map(\.status) == [.passed, .failed, .error])
        #expect((verified.passed, verified.failed, verified.errors) == (1, 2, 1))
        #expect(verified.counts == "snapshots: 1 passed, 2 failed")
        #expect(verified.summary(verb: "verified", shard: SnapshotShard("1/1")).hasSuffix(" on 1 job (shard 1/1); 1 could not be checked"))
    }
}
