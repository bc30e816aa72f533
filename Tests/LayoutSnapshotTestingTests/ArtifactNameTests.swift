import Foundation
import LayoutSnapshotTesting
import Testing

/// A snapshot named like another's failure artifacts (`a.actual` beside `a`) is refused, since a failing `a`
/// would overwrite its reference and a passing `a` delete it.
@Suite struct ArtifactNameTests {
    @Test func aNameEndingInActualIsRefusedAndWritesNothing() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        #expect(verifyLayoutSnapshot(of: spec, as: .png, named: "a", record: .all, snapshotDirectory: directory, testName: "feed()") == nil)
        let message = verifyLayoutSnapshot(
            of: spec, as: .png, named: "a.actual", record: .all, snapshotDirectory: directory, testName: "feed()")
        #expect(message == """
            Snapshot in feed: the name feed.a.actual ends in .actual, so its references would be the failure artifacts \
            of feed.a (feed.a.actual.png, …), which a failing feed.a writes and a passing one deletes; choose a name \
            that does not end in .actual or .diff
            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["feed.a.png"])
        #expect(verifyLayoutSnapshot(of: spec, as: .png, named: "a", record: .never, snapshotDirectory: directory, testName: "feed()") == nil)
    }

    @Test func theSuffixIsComparedIgnoringCase() throws {
        let directory = try Fixture.temporaryDirectory()
        let message = try #require(
            verifyLayoutSnapshot(of: try Fixture.spec(), as: .layout, named: "b.DIFF", record: .all, snapshotDirectory: directory, testName: "feed()"))
        #expect(message.hasPrefix("Snapshot in feed: the name feed.b.DIFF ends in .DIFF, so its references would be the failure artifacts of feed.b "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test(arguments: ["actually", "a.actual.1", "diffs", "a-diff"])
    func namesThatOnlyContainASuffixAreKept(name: String) throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(verifyLayoutSnapshot(of: try Fixture.spec(), as: .layout, named: name, record: .all, snapshotDirectory: directory, testName: "feed()") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["feed.\(name).layout.json"])
    }
}
