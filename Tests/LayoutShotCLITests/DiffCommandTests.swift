import Foundation
import Testing

/// `layoutshot diff EXPECTED ACTUAL` as a user runs it.
@Suite struct DiffCommandTests {
    /// Renders a two-cell flow whose second cell is `height` tall into `name` in `dir`.
    func render(_ dir: URL, _ name: String, height: Int = 40, viewport: Bool = true) throws -> String {
        let spec = dir.appendingPathComponent("\(name).json")
        try Data("""
            {"viewport": {"width": 120, "height": 100},\(viewport ? " \"offset\": {\"x\": 0, \"y\": 0}," : "")
             "layout": {"kind": "flow", "interitemSpacing": 10},
             "sections": [{"items": [{"width": 50, "height": 40}, {"width": 50, "height": \(height)}]}]}
            """.utf8).write(to: spec)
        let output = dir.appendingPathComponent("\(name).png").path
        let result = try CLIRunner.run(["render", spec.path, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test func identicalImagesMatch() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try render(dir, "a"), b = try render(dir, "b")
        let result = try CLIRunner.run(["diff", a, b])
        #expect(result.status == 0)
        #expect(result.stdout == "match: 0 of 12000 pixels differ (0%)\n")
    }

    /// `--runs` times through the benchmarks' one measuring function and prints its JSON line: keys sorted, figures to
    /// thousandths; 100 × 120 pixels, none differing.
    @Test func runsPrintsTheMediansAsTheBenchmarksJSONLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try render(dir, "a"), b = try render(dir, "b")
        let result = try CLIRunner.run(["diff", a, b, "--runs", "2"])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first.map(String.init))
        let pattern = try Regex(#"^\{"compareMs":[0-9.]+,"decodeMs":[0-9.]+,"diffImageMs":[0-9.]+,"differingPixels":0,"pixels":12000\}$"#)
        #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
    }

    @Test func differentImagesExitOneSayingHowMuchAndWhereAndWriteTheStrip() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try render(dir, "a"), b = try render(dir, "b", height: 41)
        let output = dir.appendingPathComponent("diff.png").path
        let result = try CLIRunner.run(["diff", a, b, "-o", output])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("differ: "))
        #expect(result.stdout.contains(" pixels differ ("))
        #expect(result.stdout.contains(" within ["))
        #expect(result.stdout.contains("diff image: \(output)"))
        #expect(FileManager.default.fileExists(atPath: output))
        let allowed = try CLIRunner.run(["diff", a, b, "--max-diff-ratio", "0.5"])
        #expect(allowed.status == 0)
        #expect(try CLIRunner.run(["diff", a, b, "--threshold", "2"]).status == 2)
    }

    @Test func aSizeChangeFailsWithADiffImage() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try render(dir, "a", viewport: false), b = try render(dir, "b", height: 60, viewport: false)
        let output = dir.appendingPathComponent("diff.png").path
        let result = try CLIRunner.run(["diff", a, b, "-o", output, "--max-diff-ratio", "1"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("differ: image size changed from 120×40 to 120×60 px"))
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test(arguments: ["missing", "text", "truncated", "empty"])
    func badInputExitsTwoNamingTheFileAndWritesNothing(kind: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let good = try render(dir, "good")
        let bad = dir.appendingPathComponent("bad.png")
        switch kind {
        case "text": try Data("hello".utf8).write(to: bad)
        case "truncated": try Data(contentsOf: URL(fileURLWithPath: good)).prefix(60).write(to: bad)
        case "empty": try Data().write(to: bad)
        default: break
        }
        let output = dir.appendingPathComponent("diff.png").path
        let result = try CLIRunner.run(["diff", good, bad.path, "-o", output])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("layoutshot: \(bad.path): "))
        #expect(!result.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
