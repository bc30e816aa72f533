import Foundation
import LayoutSpec
import LayoutPipeline
import LayoutSnapshotStore
import Testing

/// A passing check removes the artifacts an earlier failure wrote, and nothing else: only regular files, as a failure
/// writes them, never a folder (and what it holds) or a link that happens to have an artifact's name.
@Suite struct ArtifactRemovalTests {
    /// A recorded snapshot `feed` with, under its artifacts' names: a folder holding a file, an empty folder, a
    /// symbolic link, and one stale artifact that is a regular file.
    static func folder() throws -> String {
        let directory = try Fixture.temporaryDirectory()
        try Fixture.write(Fixture.specJSON(), to: directory, "feed.json")
        let suite = SnapshotSuite(directory: directory)
        #expect(suite.run(try suite.entries(), record: .all, jobs: 1).passed == 1)
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/feed.actual.png/keep", withIntermediateDirectories: true)
        try Fixture.write("precious", to: directory, "feed.actual.png/keep/file")
        try manager.createDirectory(atPath: directory + "/feed.diff.png", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: directory + "/feed.actual.svg", withDestinationPath: directory + "/feed.json")
        try Fixture.write("stale", to: directory, "feed.actual.layout.json")
        return directory
    }

    @Test(arguments: [RecordMode.never, .all, .failed, .missing])
    func aPassingCheckRemovesOnlyTheRegularFilesUnderArtifactNames(record: RecordMode) throws {
        let directory = try Self.folder()
        let suite = SnapshotSuite(directory: directory)
        let report = suite.run(try suite.entries(), record: record, jobs: 1)
        #expect(report.passed == 1 && report.failed == 0)
        let manager = FileManager.default
        #expect(try String(contentsOfFile: directory + "/feed.actual.png/keep/file", encoding: .utf8) == "precious")
        var isDirectory: ObjCBool = false
        #expect(manager.fileExists(atPath: directory + "/feed.diff.png", isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try manager.destinationOfSymbolicLink(atPath: directory + "/feed.actual.svg") == directory + "/feed.json")
        #expect(!manager.fileExists(atPath: directory + "/feed.actual.layout.json"))
    }

    /// A folder named like a temporary of a process that no longer runs is not a temporary this type wrote.
    @Test func staleTemporariesAreRegularFilesOnly() throws {
        let directory = try Fixture.temporaryDirectory()
        // Process 2147483646 cannot run: Linux's pid_max is at most 4,194,304 (proc(5), /proc/sys/kernel/pid_max).
        let folder = directory + "/.feed.png.2147483646.1.tmp"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Fixture.write("inner", to: folder, "inner")
        let file = try Fixture.write("half", to: directory, ".feed.svg.2147483646.2.tmp")
        #expect(AtomicFile.removeStaleTemporaries(in: directory) == [file])
        #expect(FileManager.default.fileExists(atPath: folder + "/inner"))
    }
}
