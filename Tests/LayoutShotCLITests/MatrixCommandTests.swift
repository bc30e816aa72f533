import Foundation
import Testing

/// Specs with a `matrix` block from the command line: `snapshots record|verify` exit codes, and `review` drawing the
/// matrix as one sheet.
@Suite struct MatrixCommandTests {
    static func spec(devices: String, maxContentWidth: Int? = nil) -> String {
        let width = maxContentWidth.map { #", "maxContentWidth": \#($0)"# } ?? ""
        return #"{"scale": 1, "matrix": {"devices": [\#(devices)], "orientations": ["portrait", "landscape"]}, "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}\#(width)}, "sections": [{"items": {"count": 5}}]}"#
    }

    static func folder(_ text: String) throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        try Data(text.utf8).write(to: directory.appendingPathComponent("feed.json"))
        return directory
    }

    @Test func recordVerifyAndAChangeExitZeroZeroAndOne() throws {
        let directory = try Self.folder(Self.spec(devices: #""iPhone SE (3rd generation)", "iPad Air (5th generation)""#))
        let record = try CLIRunner.run(["snapshots", "record", directory.path])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("snapshots: 4 passed, 0 failed"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("feed.iPad-Air-5th-generation.landscape.png").path))
        let verify = try CLIRunner.run(["snapshots", "verify", directory.path])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(!verify.stdout.contains("obsolete"))
        // A 500-point content column: only the iPad (820 and 1180 wide) and the phone on its side (667) are wider.
        try Data(Self.spec(devices: #""iPhone SE (3rd generation)", "iPad Air (5th generation)""#, maxContentWidth: 500).utf8)
            .write(to: directory.appendingPathComponent("feed.json"))
        let changed = try CLIRunner.run(["snapshots", "verify", directory.path])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("snapshots: 1 passed, 3 failed"))
        #expect(changed.stdout.contains("feed.iPhone-SE-3rd-generation.landscape:"))
        #expect(!changed.stdout.contains("feed.iPhone-SE-3rd-generation.portrait:"))
    }

    @Test func aMisspeltDeviceInTheMatrixExitsTwoNamingTheFileThePathAndTheNearestNames() throws {
        let directory = try Self.folder(Self.spec(devices: #""iPhone SE (3rd generation)", "iPad Air (5th generaton)""#))
        let spec = directory.appendingPathComponent("feed.json").path
        for arguments in [["snapshots", "record", directory.path], ["snapshots", "verify", directory.path]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains(#"\#(spec): matrix.devices[1]: unknown device "iPad Air (5th generaton)"; the nearest known are "iPad Air (5th generation)""#), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json"])
        let review = try CLIRunner.run(["review", spec, "-o", directory.appendingPathComponent("sheet.png").path])
        #expect(review.status == 2)
        #expect(review.stderr.contains("matrix.devices[1]"))
    }

    static let directionsSpec = #"""
        {"scale": 1, "matrix": {"devices": ["iPhone SE (3rd generation)"], "directions": [DIRECTIONS]},
         "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}, "sectionInset": {"left": 20}}, "sections": [{"items": {"count": 5}}]}
        """#

    @Test func directionsRecordAndVerifyUnderNamesThatAddRtlOnlyRightToLeft() throws {
        let directory = try Self.folder(Self.directionsSpec.replacingOccurrences(of: "DIRECTIONS", with: #""leftToRight", "rightToLeft""#))
        let record = try CLIRunner.run(["snapshots", "record", directory.path])
        #expect(record.status == 0, "\(record.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["feed.iPhone-SE-3rd-generation.portrait.png", "feed.iPhone-SE-3rd-generation.portrait.rtl.png"])
        let ltr = try Data(contentsOf: directory.appendingPathComponent("feed.iPhone-SE-3rd-generation.portrait.layout.json"))
        let rtl = try Data(contentsOf: directory.appendingPathComponent("feed.iPhone-SE-3rd-generation.portrait.rtl.layout.json"))
        // 355 points after the inset hold three 100-point items, the 55 left over shared by two gaps: x = 20, 147.5, 275.
        // Right to left, across 375: x' = 375 − maxX = 255, 127.5, 0.
        #expect(String(decoding: ltr, as: UTF8.self).contains(#""frame": [275, 0, 100, 50]"#))
        #expect(String(decoding: rtl, as: UTF8.self).contains(#""frame": [0, 0, 100, 50]"#))
        #expect(String(decoding: rtl, as: UTF8.self).contains(#""frame": [255, 0, 100, 50]"#))
        let verify = try CLIRunner.run(["snapshots", "verify", directory.path])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("snapshots: 2 passed, 0 failed"))
    }

    @Test func anUnknownDirectionExitsTwoNamingTheFileThePathAndTheKnownValues() throws {
        let directory = try Self.folder(Self.directionsSpec.replacingOccurrences(of: "DIRECTIONS", with: #""sideways""#))
        let spec = directory.appendingPathComponent("feed.json").path
        for arguments in [["snapshots", "record", directory.path], ["render", spec, "-o", directory.appendingPathComponent("feed.png").path]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains(#"\#(spec): matrix.directions[0]: must be one of "leftToRight", "rightToLeft""#), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json"])
    }

    @Test func reviewDrawsTheMatrixAsOneSheet() throws {
        let directory = try Self.folder(Self.spec(devices: #""iPhone SE (3rd generation)""#))
        let sheet = directory.appendingPathComponent("sheet.png")
        let result = try CLIRunner.run(["review", directory.appendingPathComponent("feed.json").path, "-o", sheet.path])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try [UInt8](Data(contentsOf: sheet))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        // One row of two columns, 375 and 667 wide at scale 1, with 16-point margins: 16 + 375 + 16 + 667 + 16.
        #expect(width == 1090)
    }

    /// 3 devices × 2 orientations × 9 text sizes × 2 directions = 108 combinations, 12 over the limit.
    static let overLimitSpec = #"""
        {"scale": 1, "matrix": {"devices": ["iPhone SE (3rd generation)", "iPhone 14 Pro", "iPhone 8"], "orientations": ["portrait", "landscape"],
          "textSizes": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityM", "accessibilityL"],
          "directions": ["leftToRight", "rightToLeft"]},
         "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}}, "sections": [{"items": {"count": ITEMS}}]}
        """#

    /// A matrix over the limit is never read as one plain snapshot (or its first combination): every command that reads
    /// it exits 2 naming the file and the block, and writes nothing.
    @Test func aMatrixOverTheLimitExitsTwoWhereverItIsRead() throws {
        let directory = try Self.folder(Self.overLimitSpec.replacingOccurrences(of: "ITEMS", with: "3"))
        let spec = directory.appendingPathComponent("feed.json").path
        let out = directory.appendingPathComponent("out.png").path
        for arguments in [
            ["snapshots", "record", directory.path], ["snapshots", "verify", directory.path], ["render", spec, "-o", out],
            ["layout", spec], ["review", spec, "-o", out],
        ] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("\(spec): matrix: makes 108 combinations; at most 96 are allowed in one spec"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json"])
    }

    /// 1,100,000 items in a 300-byte spec times its combinations are refused before any item is made.
    @Test func itemsTimesCombinationsOverTheBudgetAreRefusedUpFront() throws {
        let text = Self.overLimitSpec.replacingOccurrences(of: "ITEMS", with: "1100000")
            .replacingOccurrences(of: #", "accessibilityM", "accessibilityL""#, with: "")
        let directory = try Self.folder(text)
        let result = try CLIRunner.run(["snapshots", "record", directory.path])
        #expect(result.status == 2)
        // 3 × 2 × 7 × 2 = 84 combinations of 1,100,000 items: 92,400,000.
        #expect(result.stderr.contains("matrix: makes 84 combinations of 1100000 items each, 92400000 in all"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json"])
    }
}
