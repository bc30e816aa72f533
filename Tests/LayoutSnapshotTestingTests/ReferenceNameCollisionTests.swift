import Foundation
import LayoutSnapshotTesting
import Testing

/// Distinct inputs give distinct reference names, or a failure naming both: a name is made file-safe by replacing
/// characters (`(…)` after a test's name dropped, other characters made `-`), so two inputs can meet in one name, and
/// then one snapshot could never pass and recording one would overwrite the other's references.
@Suite struct ReferenceNameCollisionTests {
    /// `size (small)` and `size (large)` are both `size-` (the parenthesised tail is dropped as a test's signature is):
    /// the second is refused naming both, and writes nothing, whatever the record mode.
    @Test func twoNamesThatMeetInOneFileNameAreRefusedNamingBoth() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        #expect(verifyLayoutSnapshot(of: spec, as: .png, named: "size (small)", record: .all, snapshotDirectory: directory, testName: "sizes()") == nil)
        let files = try Fixture.contents(of: directory)
        #expect(Array(files.keys) == ["sizes.size-.png"])
        let wider = try Fixture.spec(height: 120)
        let message = try #require(
            verifyLayoutSnapshot(of: wider, as: .png, named: "size (large)", record: .all, snapshotDirectory: directory, testName: "sizes()"))
        #expect(message.hasPrefix("Snapshot in sizes: "))
        #expect(message.contains(#"sizes() in \#(#filePath) as "size (small)" and sizes() in \#(#filePath) as "size (large)" have the same name, so both would write sizes.size-.png"#), "\(message)")
        #expect(try Fixture.contents(of: directory) == files)
        // The first input keeps its name: checking it again passes.
        #expect(verifyLayoutSnapshot(of: spec, as: .png, named: "size (small)", record: .never, snapshotDirectory: directory, testName: "sizes()") == nil)
    }

    /// An unnamed snapshot's name is its counter as given: `named: "1"` is the first unnamed snapshot's own reference,
    /// not another input's.
    @Test func aNameThatIsTheCounterIsTheUnnamedSnapshotsOwn() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, record: .all, snapshotDirectory: directory, testName: "counted()") == nil)
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "1", record: .never, snapshotDirectory: directory, testName: "counted()") == nil)
    }

    /// Two names that differ only in case are one file on macOS and Windows.
    @Test func namesDifferingOnlyInCaseAreOneName() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "Feed", record: .all, snapshotDirectory: directory, testName: "cased()") == nil)
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "feed", record: .all, snapshotDirectory: directory, testName: "cased()") != nil)
    }

    /// Devices whose names differ only in characters a file name drops (`Galaxy S23`, `Galaxy S23+`) meet in one name
    /// (`Galaxy-S23`): the second cell is refused naming both devices, and writes nothing.
    @Test func devicesThatMeetInOneFileNameAreRefusedNamingBoth() throws {
        let phone = try #require(DeviceModel.named("iPhone 14 Pro"))
        func galaxy(_ name: String, width: Double) -> DeviceModel {
            var model = phone
            model.name = name
            model.portrait.size = Size2D(width: width, height: 800)
            return model
        }
        let devices = [galaxy("Galaxy S23", width: 360), galaxy("Galaxy S23+", width: 384)]
        let directory = try Fixture.temporaryDirectory()
        let message = try #require(verifyLayoutSnapshot(
            of: .spec(try Fixture.spec()), as: [.layout], matrix: SnapshotMatrix(devices: devices), named: "feed", record: .all,
            snapshotDirectory: directory, testName: "galaxy()"))
        #expect(message.contains(#"as "feed" (Galaxy S23, portrait) and galaxy() in"#), "\(message)")
        #expect(message.contains(#"as "feed" (Galaxy S23+, portrait) have the same name, so both would write galaxy.feed.Galaxy-S23.portrait.png"#), "\(message)")
        #expect(try Fixture.contents(of: directory).keys.sorted() == ["galaxy.feed.Galaxy-S23.portrait.layout.json"])
    }

    /// One input may check its reference again (an assertion in a loop, a test run again in the same process).
    @Test func oneInputMayCheckItsReferenceAgain() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = try Fixture.spec()
        for _ in 0..<2 {
            #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "again", record: .all, snapshotDirectory: directory, testName: "again()") == nil)
        }
    }
}
