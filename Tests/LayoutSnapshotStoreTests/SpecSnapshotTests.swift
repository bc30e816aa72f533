import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSnapshotStore
import LayoutSpec
import Testing

/// The snapshot folder: record, verify, failures and bad references.
@Suite struct SpecSnapshotTests {
    /// The folder's first snapshot as its spec is on disk whenever it is checked: these tests edit the spec between
    /// checks, where a listed entry keeps the text it was listed with.
    static func onDisk(_ directory: String) throws -> SnapshotDirectory.Entry {
        let listed = try #require(try SnapshotDirectory(path: directory).specs().first)
        return SnapshotDirectory.Entry(name: listed.name, specPath: listed.specPath, combination: listed.combination)
    }

    /// A folder with one spec `grid.json`, recorded.
    func recordedFolder() throws -> (directory: String, entry: SnapshotDirectory.Entry) {
        let directory = try Fixture.temporaryDirectory()
        try Fixture.write(Fixture.specJSON(), to: directory, "grid.json")
        let entry = try Self.onDisk(directory)
        let recorded = SpecSnapshot.check(entry, directory: directory, record: .all)
        #expect(recorded.status == .passed)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory))
            == ["grid.json", "grid.png", "grid.svg", "grid.layout.json"])
        return (directory, entry)
    }

    @Test func recordThenVerifyPassesAndLeavesEveryReferenceByteIdentical() throws {
        let (directory, entry) = try recordedFolder()
        let before = try Fixture.contents(of: directory)
        let result = SpecSnapshot.check(entry, directory: directory, record: .never)
        #expect(result.status == .passed)
        #expect(result.message.isEmpty)
        #expect(try Fixture.contents(of: directory) == before)
        // Re-recording identical references rewrites nothing either.
        #expect(SpecSnapshot.check(entry, directory: directory, record: .all).message.isEmpty)
        #expect(try Fixture.contents(of: directory) == before)
    }

    @Test func changingOneItemsHeightFailsNamesItFirstAndWritesADiffImage() throws {
        let (directory, entry) = try recordedFolder()
        let before = try Fixture.contents(of: directory)
        try Fixture.write(Fixture.specJSON(height: 90), to: directory, "grid.json")
        let references = before.filter { $0.key != "grid.json" }
        let result = SpecSnapshot.check(entry, directory: directory, record: .never)
        #expect(result.status == .failed)
        let lines = result.message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "grid:")
        #expect(lines[1] == "  layout: 1 element changed, content size changed")
        #expect(lines.contains("    cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]"))
        let pngLine = try #require(lines.firstIndex { $0.hasPrefix("  grid.png: image size changed from 240×230 to 240×240 px") })
        #expect(pngLine > lines.firstIndex { $0.contains("cell 0·3") }!)
        let diffPath = (directory as NSString).appendingPathComponent("grid.diff.png")
        #expect(lines.contains("    diff     \(diffPath)"))
        #expect(FileManager.default.fileExists(atPath: diffPath))
        #expect(FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("grid.actual.png")))
        #expect(FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("grid.actual.layout.json")))
        for (name, data) in references { #expect(FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(name)) == data) }
    }

    @Test func aMoveWithinTheSameImageSizeIsAPixelDifference() throws {
        let directory = try Fixture.temporaryDirectory()
        // A fixed viewport keeps the image size; the cell gets taller inside it.
        let json = { (h: Double) in Fixture.specJSON(height: h, viewport: true) }
        try Fixture.write(json(80), to: directory, "fixed.json")
        let entry = try Self.onDisk(directory)
        #expect(SpecSnapshot.check(entry, directory: directory, record: .missing).status == .passed)
        try Fixture.write(json(81), to: directory, "fixed.json")
        let result = SpecSnapshot.check(entry, directory: directory, record: .never, artifactsDirectory: directory + "/artifacts")
        #expect(result.status == .failed)
        #expect(result.message.contains("cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 81]"))
        #expect(result.message.contains("grid.png") == false)
        #expect(result.message.contains("fixed.png: "))
        #expect(result.message.contains("pixels differ"))
        #expect(FileManager.default.fileExists(atPath: directory + "/artifacts/fixed.diff.png"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/fixed.diff.png"))
    }

    /// Listing reads and parses each spec once; its combinations are decoded from that text, not from the file again:
    /// with the file gone, all three of a matrix's entries still record.
    @Test func listedEntriesDecodeFromTheTextReadWhenListing() throws {
        let directory = try Fixture.temporaryDirectory()
        let spec = #"{"viewport": {"width": 200, "height": 100}, "matrix": {"directions": ["leftToRight", "rightToLeft"], "textSizes": ["large"]}, "layout": {"kind": "flow", "itemSize": {"width": 50, "height": 40}}, "sections": [{"items": {"count": 3}}]}"#
        try Fixture.write(spec, to: directory, "tags.json")
        let entries = try SnapshotDirectory(path: directory).specs()
        #expect(entries.map(\.name) == ["tags.large", "tags.large.rtl"])
        try FileManager.default.removeItem(atPath: directory + "/tags.json")
        for entry in entries { #expect(SpecSnapshot.check(entry, directory: directory, record: .all).status == .passed) }
        #expect(FileManager.default.fileExists(atPath: directory + "/tags.large.rtl.layout.json"))
    }

    @Test func aMissingReferenceFailsUnderNeverAndIsWrittenUnderMissing() throws {
        let directory = try Fixture.temporaryDirectory()
        try Fixture.write(Fixture.specJSON(), to: directory, "grid.json")
        let entry = try #require(try SnapshotDirectory(path: directory).specs().first)
        let never = SpecSnapshot.check(entry, directory: directory, record: .never)
        #expect(never.status == .failed)
        #expect(never.message.contains("grid.png: no reference at \((directory as NSString).appendingPathComponent("grid.png"))"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["grid.json"])
        let missing = SpecSnapshot.check(entry, directory: directory, record: .missing)
        #expect(missing.status == .passed)
        #expect(missing.message == "grid: recorded layout.json, png, svg")
    }

    @Test func ciDefaultsToNeverSoAMissingReferenceFails() throws {
        #expect(try RecordMode.resolve(environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(environment: [:]) == .missing)
        #expect(try RecordMode.resolve(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(environment: ["CI": "1", "LAYOUTSHOT_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(.all, environment: ["CI": "1", "LAYOUTSHOT_RECORD": "failed"]) == .all)
        #expect(throws: SnapshotError.invalidRecordMode(source: "LAYOUTSHOT_RECORD", value: "sometimes")) {
            try RecordMode.resolve(environment: ["LAYOUTSHOT_RECORD": "sometimes"])
        }
    }

    @Test(arguments: [
        ("not a png", "not a PNG file"),
        ("", "empty input"),
        ("truncated", "truncated PNG data"),
        ("corrupt", "corrupt PNG data"),
    ])
    func aBadReferenceImageIsAnErrorNamingTheFile(kind: String, expected: String) throws {
        let (directory, entry) = try recordedFolder()
        let path = (directory as NSString).appendingPathComponent("grid.png")
        var bytes = [UInt8](FileManager.default.contents(atPath: path)!)
        switch kind {
        case "not a png": bytes = Array("<svg/>".utf8)
        case "": bytes = []
        case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
        default: for i in stride(from: 60, to: bytes.count - 20, by: 7) { bytes[i] ^= 0x5A }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = SpecSnapshot.check(entry, directory: directory, record: .never)
        #expect(result.status == .error)
        #expect(result.message.contains("\(path): bad reference image: \(expected)"))
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
        // `failed` replaces a reference it cannot read.
        let repaired = SpecSnapshot.check(entry, directory: directory, record: .failed)
        #expect(repaired.status == .passed)
        #expect(SpecSnapshot.check(entry, directory: directory, record: .never).status == .passed)
    }

    @Test func aBadReferenceLayoutNamesTheFileAndPath() throws {
        let (directory, entry) = try recordedFolder()
        let path = try Fixture.write("{\"viewport\": [1, 2], \"offset\": [0, 0], \"contentSize\": [1, \"x\"], \"elements\": []}", to: directory, "grid.layout.json")
        let result = SpecSnapshot.check(entry, directory: directory, record: .never)
        #expect(result.status == .error)
        #expect(result.message.contains("\(path): contentSize[1]"))
    }

    @Test func aBadSpecIsAnErrorNamingTheFile() throws {
        let directory = try Fixture.temporaryDirectory()
        let path = try Fixture.write("{\"viewport\": {\"width\": -1, \"height\": 10}, \"layout\": {\"kind\": \"flow\"}, \"sections\": []}", to: directory, "bad.json")
        let entry = try #require(try SnapshotDirectory(path: directory).specs().first)
        let result = SpecSnapshot.check(entry, directory: directory, record: .all)
        #expect(result.status == .error)
        #expect(result.message.hasPrefix("bad: \(path): viewport.width"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["bad.json"])
    }

    @Test func failedModeRewritesOnlyFailingReferences() throws {
        let (directory, entry) = try recordedFolder()
        let svgBefore = FileManager.default.contents(atPath: directory + "/grid.svg")
        try Fixture.write(Fixture.specJSON(height: 90), to: directory, "grid.json")
        let result = SpecSnapshot.check(entry, directory: directory, record: .failed)
        #expect(result.status == .passed)
        #expect(result.message.contains("updated \(directory)/grid.layout.json (was: layout: 1 element changed, content size changed)"))
        #expect(FileManager.default.contents(atPath: directory + "/grid.svg") != svgBefore)
        #expect(SpecSnapshot.check(entry, directory: directory, record: .never).status == .passed)
    }

    @Test func artifactsOfAnEarlierFailureAreRemovedOnceItPasses() throws {
        let (directory, entry) = try recordedFolder()
        let original = Fixture.specJSON()
        try Fixture.write(Fixture.specJSON(height: 90), to: directory, "grid.json")
        #expect(SpecSnapshot.check(entry, directory: directory, record: .never).status == .failed)
        #expect(FileManager.default.fileExists(atPath: directory + "/grid.diff.png"))
        try Fixture.write(original, to: directory, "grid.json")
        #expect(SpecSnapshot.check(entry, directory: directory, record: .never).status == .passed)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory))
            == ["grid.json", "grid.png", "grid.svg", "grid.layout.json"])
    }

    @Test func referencesWithoutASpecAreObsoleteAndFiltersSelectSpecs() throws {
        let (directory, _) = try recordedFolder()
        try Fixture.write("x", to: directory, "gone.png")
        try Fixture.write("x", to: directory, "gone.layout.json")
        try Fixture.write("x", to: directory, "grid.actual.png")
        try Fixture.write(Fixture.specJSON(), to: directory, "other.json")
        let folder = SnapshotDirectory(path: directory)
        #expect(try folder.obsoleteReferences() == [directory + "/gone.layout.json", directory + "/gone.png"])
        #expect(try folder.specs().map(\.name) == ["grid", "other"])
        #expect(try folder.specs(matching: "gr*").map(\.name) == ["grid"])
        #expect(throws: SnapshotError.unreadableDirectory(path: directory + "/nope", reason: "no such directory")) {
            try SnapshotDirectory(path: directory + "/nope").specs()
        }
    }
}
