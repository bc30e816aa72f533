import Foundation
import LayoutSpec
import LayoutPipeline
import LayoutShotTestSupport
import LayoutSnapshotStore
import Testing

/// A snapshot's references are replaced as a set: staged, then renamed together, or not at all.
@Suite struct ReferenceWritesTests {
    @Test func stagedWritesAppearOnlyOnCommit() throws {
        let dir = try TemporaryDirectory.make(prefix: "layoutshot-writes").path
        var writes = ReferenceWrites.deferred
        let file = ReferenceFile(directory: dir, name: "a", pathExtension: "txt")
        let other = ReferenceFile(directory: dir, name: "b", pathExtension: "txt")
        #expect(try file.check("one", diffing: .lines, record: .missing, writes: &writes).passed)
        #expect(try other.check("two", diffing: .lines, record: .missing, writes: &writes).passed)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(writes.staged.count == 2)
        try writes.commit()
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "one")
        #expect(try String(contentsOfFile: other.path, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "b.txt"])
    }

    @Test func discardingLeavesTheOldReferencesAndNoTemporary() throws {
        let dir = try TemporaryDirectory.make(prefix: "layoutshot-writes").path
        let file = ReferenceFile(directory: dir, name: "a", pathExtension: "txt")
        try AtomicFile.write("old", to: file.path)
        var writes = ReferenceWrites.deferred
        _ = try file.check("new", diffing: .lines, record: .all, writes: &writes)
        writes.discard()
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.txt"])
    }

    @Test func aStagingFailureWritesNothingOfTheSet() throws {
        let dir = try TemporaryDirectory.make(prefix: "layoutshot-writes").path
        var writes = ReferenceWrites.deferred
        let good = ReferenceFile(directory: dir, name: "good", pathExtension: "txt")
        #expect(try good.check("kept back", diffing: .lines, record: .missing, writes: &writes).passed)
        // A folder under a regular file cannot be made, so this reference cannot even be staged.
        try AtomicFile.write("x", to: dir + "/blocker")
        let bad = ReferenceFile(directory: dir + "/blocker/sub", name: "bad", pathExtension: "txt")
        #expect(throws: SnapshotError.self) { try bad.check("lost", diffing: .lines, record: .missing, writes: &writes) }
        writes.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["blocker"])
    }

    @Test func onlyOurOwnTemporariesOfDeadProcessesAreStale() {
        #expect(AtomicFile.owner(ofTemporary: ".grid.png.1234.99.tmp") == 1234)
        #expect(AtomicFile.owner(ofTemporary: ".grid.layout.json.77.0.tmp") == 77)
        #expect(AtomicFile.owner(ofTemporary: "grid.png.1234.99.tmp") == nil)
        #expect(AtomicFile.owner(ofTemporary: ".notes.tmp") == nil)
        #expect(AtomicFile.owner(ofTemporary: ".grid.png.x.99.tmp") == nil)
    }
}
