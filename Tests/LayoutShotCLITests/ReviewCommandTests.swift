import Foundation
import Testing

/// `layoutshot review` as a user runs it: arguments, exit codes, what it prints and writes. The sheet itself
/// (layout, captions) is tested in-process in ReviewSheetTests.
@Suite struct ReviewCommandTests {
    /// Two 120-wide content pictures of 2 items 40 high, one per line: 80 high, and 120 with a line spacing of 40.
    static let variants = #"""
        {"name": "v", "viewport": {"width": 120, "height": 50},
         "layout": {"kind": "flow", "itemSize": {"width": 120, "height": 40}},
         "sections": [{"items": {"count": 2}}],
         "variants": [{}, {"lineSpacing": 40}]}
        """#

    static func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// PNG width and height from the IHDR chunk.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// `--scale` reaches the sheet: 576 × 408 px is the 288 × 204 point sheet (ReviewSheetTests) at 2.
    @Test func aSheetIsWrittenAtTheScaleAsked() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try Self.write(Self.variants, "v.json", in: dir)
        let sheet = dir.appendingPathComponent("sheet.png")
        let result = try CLIRunner.run(["review", spec.path, "-o", sheet.path, "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(sheet.path)\n")
        #expect(result.stderr.isEmpty)
        #expect(try Self.pngSize(sheet) == (576, 408))
    }

    @Test func aBadVariantIsReportedAtItsPathAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try Self.write(
            Self.variants.replacingOccurrences(of: #""lineSpacing": 40"#, with: #""lineSpacing": -5"#), "v.json", in: dir)
        let sheet = dir.appendingPathComponent("sheet.png")
        let result = try CLIRunner.run(["review", spec.path, "-o", sheet.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(spec.path): variants[1].lineSpacing: must be a finite number ≥ 0, got -5"))
        #expect(!FileManager.default.fileExists(atPath: sheet.path))
    }

    @Test func anExistingSheetIsKeptUnlessForced() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try Self.write(Self.variants, "v.json", in: dir)
        let sheet = try Self.write("mine", "sheet.png", in: dir)
        let refused = try CLIRunner.run(["review", spec.path, "-o", sheet.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(sheet.path): already exists; pass --force to replace it"))
        #expect(try String(contentsOf: sheet, encoding: .utf8) == "mine")
        #expect(try CLIRunner.run(["review", spec.path, "-o", sheet.path, "--force"]).status == 0)
        #expect(try Self.pngSize(sheet) == (288, 204))
    }

    @Test(arguments: [
        (["-o", "sheet.gif"], "sheet.gif: cannot tell the format from the extension"),
        (["-o", "sheet.png", "--grid", "1"], "--grid must be a number of points from 2 to 1000"),
        (["-o", "sheet.png", "--theme", "sepia"], #"--theme must be light or dark, got "sepia""#),
        ([], "Missing expected argument '--output <output>'"),
    ])
    func badArgumentsExitTwo(arguments: [String], message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try Self.write(Self.variants, "v.json", in: dir)
        let result = try CLIRunner.run(["review", spec.path] + arguments, in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["v.json"])
    }
}
