import Foundation
import LayoutShotTestSupport
import LayoutSnapshotStore
import Testing

/// Specs with a `matrix` block or `variants` in a snapshot folder: one snapshot per combination, under names made
/// from the combination, through the same listing, name check and run as every other spec.
@Suite struct SpecMatrixSnapshotTests {
    static let devices = #""devices": ["iPhone SE (3rd generation)", "iPhone 14 Pro"], "orientations": ["portrait", "landscape"]"#

    /// A flow of six 100 × 50 items; `extra` goes into the layout block.
    static func spec(matrix: String = devices, extra: String = "", variants: String? = nil) -> String {
        let variantList = variants.map { #", "variants": \#($0)"# } ?? ""
        return #"{"matrix": {\#(matrix)}, "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}, "lineSpacing": 10, "interitemSpacing": 10\#(extra)}, "sections": [{"items": {"count": 6}}]\#(variantList)}"#
    }

    static func folder(_ files: [String: String]) throws -> String {
        let directory = try Fixture.temporaryDirectory()
        for (name, text) in files { try Fixture.write(text, to: directory, name) }
        return directory
    }

    static func run(_ directory: String, record: RecordMode) throws -> SnapshotSuiteReport {
        let suite = SnapshotSuite(directory: directory)
        return suite.run(try suite.entries(), record: record, jobs: 2)
    }

    /// The width in pixels a PNG's IHDR gives.
    static func pngWidth(_ data: Data?) -> Int {
        guard let data, data.count > 20 else { return -1 }
        return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    static let cells = [
        "iPhone-SE-3rd-generation.portrait", "iPhone-SE-3rd-generation.landscape", "iPhone-14-Pro.portrait", "iPhone-14-Pro.landscape",
    ]

    @Test func aMatrixSpecIsOneSnapshotPerCombinationAtEachDevicesSizeAndScale() throws {
        let directory = try Self.folder(["feed.json": Self.spec()])
        #expect(try SnapshotSuite(directory: directory).entries().map(\.name) == Self.cells.map { "feed.\($0)" }.sorted())
        let recorded = try Self.run(directory, record: .all)
        #expect(recorded.passed == 4 && recorded.failed == 0)
        let files = try Fixture.contents(of: directory)
        let references = Self.cells.flatMap { cell in ["png", "svg", "layout.json"].map { "feed.\(cell).\($0)" } }
        #expect(Set(files.keys) == Set(references + ["feed.json"]))
        // The content is the screen's width: 375 and 667 points at 2×, 393 and 852 points at 3×.
        #expect(Self.cells.map { Self.pngWidth(files["feed.\($0).png"]) } == [750, 1334, 1179, 2556])
        let verified = try Self.run(directory, record: .never)
        #expect(verified.passed == 4 && verified.failed == 0)
        #expect(try SnapshotDirectory(path: directory).obsoleteReferences().isEmpty)
    }

    @Test func aChangeIsReportedForExactlyTheCombinationsItAffects() throws {
        let directory = try Self.folder(["feed.json": Self.spec()])
        _ = try Self.run(directory, record: .all)
        // A 500-point content column changes nothing on a phone held upright (375 and 393 points wide).
        try Fixture.write(Self.spec(extra: #", "maxContentWidth": 500"#), to: directory, "feed.json")
        let report = try Self.run(directory, record: .never)
        #expect(report.results.filter { $0.status != .passed }.map(\.name) == [
            "feed.iPhone-14-Pro.landscape", "feed.iPhone-SE-3rd-generation.landscape",
        ])
    }

    @Test func variantsAreSnapshotsTooBesideTheLayoutAsWritten() throws {
        let directory = try Self.folder([
            "tags.json": Self.spec(matrix: #""devices": ["iPhone SE (3rd generation)"]"#, variants: #"[{"itemSize": {"width": 160, "height": 50}}, {"lineSpacing": 40}]"#),
        ])
        let names = try SnapshotSuite(directory: directory).entries().map(\.name)
        #expect(names == [
            "tags.iPhone-SE-3rd-generation.portrait", "tags.variant-1.iPhone-SE-3rd-generation.portrait",
            "tags.variant-2.iPhone-SE-3rd-generation.portrait",
        ])
        #expect(try Self.run(directory, record: .all).passed == 3)
        let files = try Fixture.contents(of: directory)
        let layouts = names.map { files["\($0).layout.json"] }
        #expect(Set(layouts).count == 3)
        // The first variant's items are 160 wide: two to a 375-point line, the second cell at x = 375 − 160 = 215.
        let first = String(decoding: try #require(layouts[1]), as: UTF8.self)
        #expect(first.contains(#""frame": [215, 0, 160, 50]"#))

        let plain = try Self.folder(["tags.json": #"{"viewport": {"width": 300, "height": 200}, "layout": {"kind": "flow"}, "sections": [{"items": {"count": 3}}], "variants": [{"columns": 1}]}"#])
        #expect(try SnapshotSuite(directory: plain).entries().map(\.name) == ["tags", "tags.variant-1"])
    }

    @Test func generatedNamesGoThroughTheNameCheck() throws {
        let directory = try Self.folder([
            "feed.json": Self.spec(), "feed.iPhone-14-Pro.landscape.yaml": Fixture.specJSON(),
        ])
        #expect(throws: SnapshotError.self) { try SnapshotSuite(directory: directory).entries() }
        let artifacts = try Self.folder(["feed.json": Self.spec(), "feed.iPhone-14-Pro.landscape.actual.json": Fixture.specJSON()])
        #expect(throws: SnapshotError.self) { try SnapshotSuite(directory: artifacts).entries() }
    }

    @Test func aFilterSelectsACombinationOrEveryCombinationOfASpec() throws {
        let directory = try Self.folder(["feed.json": Self.spec(), "other.json": Fixture.specJSON()])
        #expect(try SnapshotSuite(directory: directory, filter: "feed").entries().count == 4)
        #expect(try SnapshotSuite(directory: directory, filter: "feed.iPhone-14-Pro.landscape").entries().map(\.name) == [
            "feed.iPhone-14-Pro.landscape",
        ])
    }

    @Test func aMisspeltDeviceInTheMatrixNamesTheFileThePathAndTheNearestNames() throws {
        let directory = try Self.folder(["feed.json": Self.spec(matrix: #""devices": ["iPhone 14 Pro", "iPhone 14 Por"]"#)])
        let report = try Self.run(directory, record: .all)
        let result = try #require(report.results.first)
        #expect(report.results.count == 1 && result.status == .error)
        let path = (directory as NSString).appendingPathComponent("feed.json")
        #expect(result.message.contains(
            #"\#(path): matrix.devices[1]: unknown device "iPhone 14 Por"; the nearest known are "iPhone 14 Pro""#))
        #expect(try Fixture.contents(of: directory).keys.sorted() == ["feed.json"])
    }

    @Test func badMatrixBlocksAreRefusedWithTheirPath() throws {
        let cases: [(matrix: String, path: String)] = [
            (#""devices": []"#, "matrix.devices"),
            (#""devices": ["iPhone 8", "iphone 8"]"#, "matrix.devices[1]"),
            (#""orientations": ["portrait"]"#, "matrix.orientations"),
            (#""textSizes": ["huge"]"#, "matrix.textSizes[0]"),
            (#""colours": ["red"]"#, "matrix.colours"),
            ("", "matrix"),
        ]
        for (matrix, path) in cases {
            let directory = try Self.folder(["feed.json": Self.spec(matrix: matrix)])
            let result = try #require(try Self.run(directory, record: .all).results.first)
            #expect(result.status == .error)
            #expect(result.message.contains("feed.json: \(path): "), "\(result.message)")
        }
    }

    /// A matrix over the limit (2 × 2 × 12 × 2 + 1 more device = 144 combinations) is an error of its spec, under its own
    /// name, in record and verify alike: never one plain snapshot of its first combination that passes.
    @Test func aMatrixOverTheLimitIsAnErrorNotOnePlainSnapshot() throws {
        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityM", "accessibilityL",
                     "accessibilityXL", "accessibilityXXL", "accessibilityXXXL"].map { "\"\($0)\"" }.joined(separator: ", ")
        let matrix = Self.devices.replacingOccurrences(of: #""iPhone 14 Pro""#, with: #""iPhone 14 Pro", "iPhone 8""#)
            + #", "textSizes": [\#(sizes)], "directions": ["leftToRight", "rightToLeft"]"#
        let directory = try Self.folder(["feed.json": Self.spec(matrix: matrix)])
        for record in [RecordMode.all, .never] {
            let report = try Self.run(directory, record: record)
            #expect(report.results.map(\.name) == ["feed"] && report.results.map(\.status) == [.error])
            #expect(report.results.first?.message.contains("feed.json: matrix: makes 144 combinations; at most 96 are allowed") == true,
                    "\(report.results.first?.message ?? "")")
        }
        #expect(try Fixture.contents(of: directory).keys.sorted() == ["feed.json"])
    }
}
