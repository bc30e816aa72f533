import Foundation
import LayoutCore
import LayoutSnapshotTesting
import LayoutSpec
import Testing
import XCTest

/// The test API, through both frameworks. Record modes are always explicit: CI sets `CI`.
@Suite struct AssertLayoutSnapshotTests {
    @Test func recordsThenMatchesEveryFormat() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        assertLayoutSnapshot(of: spec, as: .layout, named: "grid", record: .missing, snapshotDirectory: directory)
        assertLayoutSnapshot(of: spec, as: .png, named: "grid", record: .missing, snapshotDirectory: directory)
        assertLayoutSnapshot(of: spec, as: .svg, named: "grid", record: .missing, snapshotDirectory: directory)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory)) == [
            "recordsThenMatchesEveryFormat.grid.layout.json", "recordsThenMatchesEveryFormat.grid.png",
            "recordsThenMatchesEveryFormat.grid.svg",
        ])
        let before = try Fixture.contents(of: directory)
        assertLayoutSnapshot(of: spec, as: .layout, named: "grid", record: .never, snapshotDirectory: directory)
        assertLayoutSnapshot(of: spec, as: .png, named: "grid", record: .never, snapshotDirectory: directory)
        assertLayoutSnapshot(of: spec, as: .svg, named: "grid", record: .never, snapshotDirectory: directory)
        #expect(try Fixture.contents(of: directory) == before)
    }

    @Test func aFailureGivesTheLayoutDiffAndThePathsOfAllThreeImages() throws {
        let directory = try Fixture.temporaryDirectory()
        #expect(verifyLayoutSnapshot(of: try Fixture.spec(), as: .layout, named: "a", record: .all, snapshotDirectory: directory) == nil)
        #expect(verifyLayoutSnapshot(of: try Fixture.spec(), as: .png, named: "a", record: .all, snapshotDirectory: directory) == nil)
        let layoutMessage = try #require(
            verifyLayoutSnapshot(of: try Fixture.spec(height: 90), as: .layout, named: "a", record: .never, snapshotDirectory: directory))
        #expect(layoutMessage.contains("cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]"))
        let imageMessage = try #require(
            verifyLayoutSnapshot(of: try Fixture.spec(height: 90), as: .png, named: "a", record: .never, snapshotDirectory: directory))
        let base = (directory as NSString).appendingPathComponent("aFailureGivesTheLayoutDiffAndThePathsOfAllThreeImages.a")
        #expect(imageMessage.contains("expected: \(base).png"))
        #expect(imageMessage.contains("actual: \(base).actual.png"))
        #expect(imageMessage.contains("diff: \(base).diff.png"))
        #expect(FileManager.default.fileExists(atPath: "\(base).diff.png"))
    }

    @Test func aMissingReferenceUnderNeverFailsWithAHowTo() throws {
        let directory = try Fixture.temporaryDirectory()
        let message = try #require(verifyLayoutSnapshot(of: try Fixture.spec(), as: .png, record: .never, snapshotDirectory: directory))
        #expect(message.contains("No reference for snapshot \"aMissingReferenceUnderNeverFailsWithAHowTo.1\""))
        #expect(message.contains("LAYOUTSHOT_RECORD=missing"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func layoutsBuiltInCodeSnapshotToo() throws {
        let directory = try Fixture.temporaryDirectory()
        let layout = try #require(try Fixture.spec().layout.engine).compute()
        #expect(verifyLayoutSnapshot(of: layout, as: .layout, record: .missing, snapshotDirectory: directory) == nil)
        #expect(verifyLayoutSnapshot(of: layout, as: .png(scale: 2), record: .missing, snapshotDirectory: directory) == nil)
        #expect(verifyLayoutSnapshot(of: layout.configuration, as: .svg, record: .missing, snapshotDirectory: directory) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 3)
        #expect(verifyLayoutSnapshot(of: layout, as: .layout, named: "1", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test func defaultReferencesLiveInSnapshotsFolderBesideTheTestFile() throws {
        let file: StaticString = "/tmp/layoutshot-default-dir/Tests/SomeTests.swift"
        let directory = "/tmp/layoutshot-default-dir/Tests/__Snapshots__/SomeTests"
        try? FileManager.default.removeItem(atPath: directory)
        #expect(verifyLayoutSnapshot(of: try Fixture.spec(), as: .layout, record: .missing, file: file, testName: "testGrid()") == nil)
        #expect(FileManager.default.fileExists(atPath: directory + "/testGrid.1.layout.json"))
    }

    @Test func failuresAreReportedThroughSwiftTesting() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        withKnownIssue {
            assertLayoutSnapshot(of: spec, as: .png, record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference for snapshot") }
        }
    }
}

/// The same API under XCTest: failures go through `XCTFail`.
final class AssertLayoutSnapshotXCTests: XCTestCase {
    func testRecordsAndMatchesUnderXCTest() throws {
        let directory = try Fixture.temporaryDirectory()
        assertLayoutSnapshot(of: try Fixture.spec(), as: .layout, record: .missing, snapshotDirectory: directory)
        assertLayoutSnapshot(of: try Fixture.spec(), as: .layout, named: "1", record: .never, snapshotDirectory: directory)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/testRecordsAndMatchesUnderXCTest.1.layout.json"))
    }
}
