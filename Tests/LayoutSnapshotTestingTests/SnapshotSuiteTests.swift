import Foundation
@testable import LayoutSnapshotTesting
import LayoutCore
import LayoutShotTestSupport
import LayoutSpec
import Testing

/// Where the parameterized tests below record: one folder per process, shared by their cases.
private let sharedDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("layoutshot-stable-names-\(ProcessInfo.processInfo.processIdentifier)").path

/// The heights the parameterized cases snapshot, in a different order on every run.
private let heights = [50.0, 70, 90, 110].shuffled()

/// Snapshot suites as teams write them: parameterized tests, scoped settings, several strategies at once.
@Suite struct SnapshotSuiteTests {
    @Test(arguments: heights)
    func casesNameTheirReferencesByTheirArguments(_ height: Double) throws {
        let spec = try TestSpecs.waterfall(height: height)
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, record: .all, snapshotDirectory: sharedDirectory) == nil)
        #expect(verifyLayoutSnapshot(of: spec, as: .layout, record: .all, snapshotDirectory: sharedDirectory) == nil)
        let stem = "casesNameTheirReferencesByTheirArguments.\(height)"
        let first = (sharedDirectory as NSString).appendingPathComponent("\(stem).1.layout.json")
        let second = (sharedDirectory as NSString).appendingPathComponent("\(stem).2.layout.json")
        // The reference holds this case's own layout, whichever order the cases ran in.
        let stored = try LayoutJSON.decode(Array(try Data(contentsOf: URL(fileURLWithPath: first))), file: first)
        #expect(stored == SpecRenderer.layoutDocument(for: spec))
        #expect(FileManager.default.fileExists(atPath: second))
    }

    @Test(arguments: [("grid", 2), ("list", 1)])
    func severalArgumentsJoinInTheName(_ kind: String, _ columns: Int) throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-args").path
        #expect(verifyLayoutSnapshot(of: try TestSpecs.waterfall(), as: .layout, record: .all, snapshotDirectory: directory) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory)
            == ["severalArgumentsJoinInTheName.\(kind)_\(columns).1.layout.json"])
    }

    /// An argument type Swift Testing can identify (it is `Codable`) whose description is the same for different values.
    struct Alike: Sendable, Codable, CustomStringConvertible {
        let value: Int
        var description: String { "same" }
    }

    @Test(arguments: [Alike(value: 1), Alike(value: 2)])
    func argumentsThatPrintAlikeAskForNamed(_ argument: Alike) throws {
        let directory = sharedDirectory + "-alike"
        let message = verifyLayoutSnapshot(of: try TestSpecs.waterfall(), as: .layout, record: .all, snapshotDirectory: directory)
        // Exactly one of the two cases gets the name; the other fails asking for `named:`, never `.2`.
        if let message {
            #expect(message.contains("also print as same"))
            #expect(message.contains("pass named:"))
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/argumentsThatPrintAlikeAskForNamed.same.2.layout.json"))
    }

    /// An argument type Swift Testing cannot identify between runs (neither `Codable` nor `Identifiable`).
    struct Opaque: Sendable, CustomStringConvertible {
        let value: Int
        var description: String { "opaque\(value)" }
    }

    @Test(arguments: [Opaque(value: 1), Opaque(value: 2)])
    func argumentsSwiftTestingCannotIdentifyAskForNamed(_ argument: Opaque) throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-opaque").path
        let message = try #require(verifyLayoutSnapshot(of: try TestSpecs.waterfall(), as: .layout, record: .all, snapshotDirectory: directory))
        #expect(message.contains("not stable between runs"))
        #expect(message.contains("pass named:"))
        #expect(verifyLayoutSnapshot(
            of: try TestSpecs.waterfall(), as: .layout, named: "opaque\(argument.value)", record: .all, snapshotDirectory: directory) == nil)
    }

    @Test func namesAreSafeAndShortened() throws {
        let plain = try TestCaseArguments.name(of: [.init(text: "a b/c", id: [1]), .init(text: "3", id: [2])])
        #expect(plain == "a-b-c_3")
        let long = try TestCaseArguments.name(of: [.init(text: String(repeating: "x", count: 200), id: [7])])
        #expect(long.count <= TestCaseArguments.maximumLength)
        #expect(long != (try TestCaseArguments.name(of: [.init(text: String(repeating: "x", count: 200), id: [8])])))
        #expect(throws: TestCaseArguments.Unnameable.self) {
            try TestCaseArguments.name(of: [.init(text: "<Cell: 0x00007f02c780e35c>", id: [1])])
        }
    }

    @Test func aScopeSetsTheModeAndFolderAndAnInnerScopeOverrides() throws {
        let outer = try TemporaryDirectory.make(prefix: "layoutshot-scope").path
        let inner = try TemporaryDirectory.make(prefix: "layoutshot-scope").path
        let spec = try TestSpecs.waterfall()
        withLayoutSnapshotTesting(record: .missing, directory: outer) {
            #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "a") == nil)
            withLayoutSnapshotTesting(directory: inner) {
                #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "b") == nil)
            }
            withLayoutSnapshotTesting(record: .never) {
                let message = verifyLayoutSnapshot(of: spec, as: .layout, named: "c")
                #expect(message?.contains("No reference for snapshot") == true)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outer) == ["aScopeSetsTheModeAndFolderAndAnInnerScopeOverrides.a.layout.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: inner) == ["aScopeSetsTheModeAndFolderAndAnInnerScopeOverrides.b.layout.json"])
        // An explicit argument still wins over the scope.
        withLayoutSnapshotTesting(record: .never, directory: outer) {
            #expect(verifyLayoutSnapshot(of: spec, as: .layout, named: "d", record: .missing) == nil)
        }
    }

    @Test func failsOnRecordTurnsARecordingIntoAFailure() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-scope").path
        let spec = try TestSpecs.waterfall()
        let message = withLayoutSnapshotTesting(record: .missing, directory: directory, failsOnRecord: true) {
            verifyLayoutSnapshot(of: spec, as: .layout, named: "new")
        }
        #expect(message?.contains("Recorded snapshot \"failsOnRecordTurnsARecordingIntoAFailure.new\"") == true)
        #expect(message?.contains("run the test again") == true)
        let again = withLayoutSnapshotTesting(record: .missing, directory: directory, failsOnRecord: true) {
            verifyLayoutSnapshot(of: spec, as: .layout, named: "new")
        }
        #expect(again == nil)
    }

    @Test func theScopesImageOptionsApplyToPNGWithoutOptions() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-scope").path
        #expect(verifyLayoutSnapshot(of: try TestSpecs.waterfall(viewport: true), as: .png, named: "p", record: .all, snapshotDirectory: directory) == nil)
        let changed = try TestSpecs.waterfall(height: 81, viewport: true)
        #expect(verifyLayoutSnapshot(of: changed, as: .png, named: "p", record: .never, snapshotDirectory: directory) != nil)
        let lenient = ImageDiffOptions(threshold: 0.1, detectsAntialiasing: true, tolerance: .ratio(0.05))
        withLayoutSnapshotTesting(imageOptions: lenient) {
            #expect(verifyLayoutSnapshot(of: changed, as: .png, named: "p", record: .never, snapshotDirectory: directory) == nil)
            // Explicit options on the strategy still win.
            #expect(verifyLayoutSnapshot(of: changed, as: .png(tolerance: .pixels(0)), named: "p", record: .never, snapshotDirectory: directory) != nil)
        }
    }

    @Test func severalStrategiesShareOneName() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-many").path
        let spec = try TestSpecs.waterfall()
        #expect(verifyLayoutSnapshot(of: spec, as: [.layout, .png, .svg], record: .all, snapshotDirectory: directory) == nil)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory)) == [
            "severalStrategiesShareOneName.1.layout.json", "severalStrategiesShareOneName.1.png", "severalStrategiesShareOneName.1.svg",
        ])
        let message = try #require(verifyLayoutSnapshot(
            of: try TestSpecs.waterfall(height: 90), as: [.layout, .png], named: "1", record: .never, snapshotDirectory: directory))
        let layout = try #require(message.range(of: "cell 0·3: frame"))
        let image = try #require(message.range(of: "severalStrategiesShareOneName.1.png"))
        #expect(layout.lowerBound < image.lowerBound)
    }
}

/// The trait form: every test of the suite records into the trait's folder with the trait's mode.
private let traitDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("layoutshot-trait-\(ProcessInfo.processInfo.processIdentifier)").path

@Suite(.layoutSnapshots(record: .missing, directory: traitDirectory))
struct LayoutSnapshotsTraitTests {
    @Test func theSuitesTraitAppliesToItsTests() throws {
        #expect(verifyLayoutSnapshot(of: try TestSpecs.waterfall(), as: .layout, named: "trait") == nil)
        #expect(FileManager.default.fileExists(atPath: traitDirectory + "/theSuitesTraitAppliesToItsTests.trait.layout.json"))
    }

    @Test(.layoutSnapshots(record: .never))
    func aTestsTraitOverridesTheSuites() throws {
        let message = verifyLayoutSnapshot(of: try TestSpecs.waterfall(), as: .layout, named: "absent")
        #expect(message?.contains("No reference") == true)
        #expect(message?.contains(traitDirectory) == true)
    }
}
