import Foundation
@testable import LayoutSnapshotTesting
import Testing

/// The files a failed assertion attaches to the test result, taken from the failure in-process (the reporter
/// hands exactly this list to `Attachment.record`).
@Suite struct FailureAttachmentTests {
    private func assertion(_ record: RecordMode, in directory: String) -> SnapshotAssertion<Spec> {
        SnapshotAssertion(
            strategies: [.layout, .png], name: "a", record: record, snapshotDirectory: directory, filePath: #filePath,
            testName: "feed()")
    }

    @Test func aFailureAttachesExpectedActualDiffAndTheDiffTextOfEachFormat() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(assertion(.all, in: directory).check(try Fixture.spec()) == nil)
        let failure = try #require(assertion(.never, in: directory).check(try Fixture.spec(height: 90)))
        #expect(failure.attachments.map(\.name) == [
            "feed.a.expected.layout.json", "feed.a.actual.layout.json", "feed.a.layout.json.diff.txt",
            "feed.a.expected.png", "feed.a.actual.png", "feed.a.diff.png", "feed.a.png.diff.txt",
        ])
        let files = try Fixture.contents(of: directory)
        let bytes = Dictionary(uniqueKeysWithValues: failure.attachments.map { ($0.name, Data($0.bytes)) })
        #expect(bytes["feed.a.expected.layout.json"] == files["feed.a.layout.json"])
        #expect(bytes["feed.a.actual.layout.json"] == files["feed.a.actual.layout.json"])
        #expect(bytes["feed.a.expected.png"] == files["feed.a.png"])
        #expect(bytes["feed.a.actual.png"] == files["feed.a.actual.png"])
        #expect(bytes["feed.a.diff.png"] == files["feed.a.diff.png"])
        #expect(bytes["feed.a.expected.png"] != bytes["feed.a.actual.png"])
        let layoutDiff = String(decoding: try #require(bytes["feed.a.layout.json.diff.txt"]), as: UTF8.self)
        #expect(layoutDiff == """
            layout: 1 element changed, content size changed
              contentSize [240, 230] → [240, 240]
              cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]
            """)
        let pixels = String(decoding: try #require(bytes["feed.a.png.diff.txt"]), as: UTF8.self)
        #expect(pixels == "image size changed from 240×230 to 240×240 px; 3486 of 57600 pixels differ (6.05%) within [0, 175, 240, 65] px; 108 more taken for anti-aliasing")
    }

    @Test func aMissingReferenceAttachesNothing() throws {
        let directory = try Fixture.temporaryDirectory()
        let failure = try #require(assertion(.never, in: directory).check(try Fixture.spec()))
        #expect(failure.messages.count == 2)
        #expect(failure.attachments == [])
    }

    /// Fails on purpose, and only when `LAYOUTSHOT_ATTACHMENT_DEMO` is set, to see what Swift Testing saves:
    /// `mkdir -p /tmp/a && LAYOUTSHOT_ATTACHMENT_DEMO=1 swift test --attachments-path /tmp/a --filter attachmentDemo`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTSHOT_ATTACHMENT_DEMO"] != nil))
    func attachmentDemo() throws {
        let directory = try Fixture.temporaryDirectory()
        assertLayoutSnapshot(of: try Fixture.spec(), as: [.layout, .png], named: "demo", record: .all, snapshotDirectory: directory)
        assertLayoutSnapshot(of: try Fixture.spec(height: 90), as: [.layout, .png], named: "demo", record: .never, snapshotDirectory: directory)
    }
}
