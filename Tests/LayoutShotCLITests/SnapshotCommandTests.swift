import Foundation
import Testing

/// `layoutshot snapshots record|verify` as a user runs it.
@Suite struct SnapshotCommandTests {
    static func spec(height: Int = 80) -> String {
        """
        {"viewport": {"width": 240, "height": 300},
         "layout": {"kind": "waterfall", "columns": 2, "lineSpacing": 10, "interitemSpacing": 10,
                    "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
         "sections": [{"header": {"height": 30},
                       "items": [{"height": 60}, {"height": 90}, {"height": 40}, {"height": \(height)}, {"height": 50}]}]}
        """
    }

    /// A folder holding `grid.json` and `list.json`, recorded.
    func recorded() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(Self.spec().utf8).write(to: dir.appendingPathComponent("grid.json"))
        try Data(Self.spec(height: 40).utf8).write(to: dir.appendingPathComponent("list.json"))
        let result = try CLIRunner.run(["snapshots", "record", dir.path, "--record", "all"], environment: ["CI": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("grid: recorded layout.json, png, svg"))
        #expect(result.stdout.hasSuffix("snapshots: 2 passed, 0 failed\n"))
        return dir
    }

    func contents(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
            out[name] = try Data(contentsOf: dir.appendingPathComponent(name))
        }
        return out
    }

    @Test func recordThenVerifyPassesAndVerifyChangesNoFile() throws {
        let dir = try recorded()
        #expect(try contents(dir).count == 8)
        let before = try contents(dir)
        let result = try CLIRunner.run(["snapshots", "verify", dir.path, "--jobs", "2"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("verified 2 snapshots in "))
        #expect(result.stdout.hasSuffix("snapshots: 2 passed, 0 failed\n"))
        #expect(try contents(dir) == before)
    }

    @Test func changingOneItemsHeightFailsNamingItFirstWithADiffImageAndAReport() throws {
        let dir = try recorded()
        let references = try contents(dir).filter { !$0.key.hasSuffix(".json") || $0.key.hasSuffix(".layout.json") }
        try Data(Self.spec(height: 90).utf8).write(to: dir.appendingPathComponent("grid.json"))
        let report = dir.appendingPathComponent("report")
        let result = try CLIRunner.run(["snapshots", "verify", dir.path, "--report", report.path])
        #expect(result.status == 1)
        let out = result.stdout
        let moved = try #require(out.range(of: "cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]"))
        let image = try #require(out.range(of: "grid.png: image size changed from 240×230 to 240×240 px"))
        #expect(moved.lowerBound < image.lowerBound)
        #expect(out.contains("diff     \(dir.appendingPathComponent("grid.diff.png").path)"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("grid.diff.png").path))
        #expect(out.hasSuffix("snapshots: 1 passed, 1 failed\n"))
        for (name, data) in references { #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == data, "\(name)") }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("cell 0·3: frame [125, 140, 105, 80] → [125, 140, 105, 90]"))
        #expect(html.contains("src=\"snapshots/grid/diff.png\""))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("snapshots/grid/actual.png").path))
    }

    @Test(arguments: ["not a png", "truncated"])
    func aBadReferenceExitsTwoNamingTheFile(kind: String) throws {
        let dir = try recorded()
        let png = dir.appendingPathComponent("grid.png")
        let bytes = try Data(contentsOf: png)
        let damaged = kind == "truncated" ? bytes.prefix(bytes.count / 3) : Data("GIF89a".utf8)
        try damaged.write(to: png)
        let result = try CLIRunner.run(["snapshots", "verify", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(png.path): bad reference image: \(kind == "truncated" ? "truncated PNG data" : "not a PNG file")"))
        #expect(try Data(contentsOf: png) == damaged)
    }

    @Test func aMissingReferenceFailsUnderCI() throws {
        let dir = try recorded()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("list.png"))
        let result = try CLIRunner.run(["snapshots", "verify", dir.path], environment: ["CI": "1"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("list.png: no reference at \(dir.appendingPathComponent("list.png").path)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("list.png").path))
    }

    @Test func recordModesFromTheCommandLineAndTheEnvironment() throws {
        let dir = try recorded()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("list.svg"))
        try Data(Self.spec(height: 90).utf8).write(to: dir.appendingPathComponent("grid.json"))
        let gridPNG = try Data(contentsOf: dir.appendingPathComponent("grid.png"))
        // missing: writes list.svg only; grid still fails.
        let missing = try CLIRunner.run(["snapshots", "record", dir.path], environment: ["LAYOUTSHOT_RECORD": "missing"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("list: recorded svg"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("grid.png")) == gridPNG)
        // failed: rewrites grid's references.
        let failed = try CLIRunner.run(["snapshots", "record", dir.path, "--record", "failed"])
        #expect(failed.status == 0)
        #expect(failed.stdout.contains("updated \(dir.appendingPathComponent("grid.png").path) (was: image size changed"))
        #expect(try CLIRunner.run(["snapshots", "verify", dir.path]).status == 0)
        let bad = try CLIRunner.run(["snapshots", "record", dir.path], environment: ["LAYOUTSHOT_RECORD": "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("LAYOUTSHOT_RECORD: unknown record mode \"sometimes\""))
    }

    @Test func filterObsoleteReferencesAndUsage() throws {
        let dir = try recorded()
        try Data("x".utf8).write(to: dir.appendingPathComponent("old.png"))
        let filtered = try CLIRunner.run(["snapshots", "verify", dir.path, "--filter", "li*", "--jobs", "1"])
        #expect(filtered.status == 0)
        #expect(filtered.stdout.contains("verified 1 snapshot in "))
        #expect(filtered.stdout.contains("obsolete: \(dir.appendingPathComponent("old.png").path) has no spec beside it"))
        let none = try CLIRunner.run(["snapshots", "verify", dir.path, "--filter", "zzz*"])
        #expect(none.status == 2)
        #expect(try CLIRunner.run(["snapshots", "verify", dir.path, "--record", "all"]).status == 2)
        #expect(try CLIRunner.run(["snapshots", "verify", dir.path, "--jobs", "0"]).status == 2)
        let missingDir = try CLIRunner.run(["snapshots", "verify", dir.appendingPathComponent("nope").path])
        #expect(missingDir.status == 2)
        #expect(missingDir.stderr.contains("nope: cannot list snapshots: no such directory"))
    }
}
