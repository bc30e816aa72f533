import Foundation
import Testing

@Suite struct LayoutCommandTests {
    @Test func printsTheLayoutOutputFieldForField() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("s.json")
        try Data("""
            {"viewport": {"width": 100, "height": 50},
             "layout": {"kind": "waterfall", "columns": 2, "interitemSpacing": 10},
             "sections": [{"header": {"height": 20}, "items": [{"height": 30}, {"height": 10}]}]}
            """.utf8).write(to: spec)
        let result = try CLIRunner.run(["layout", spec.path])
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"viewport": [100, 50], "offset": [0, 0], "contentSize": [100, 50],
             "elements": [
              {"kind": "header", "section": 0, "item": 0, "frame": [0, 0, 100, 20], "zIndex": 0, "scale": 1, "alpha": 1},
              {"kind": "cell", "section": 0, "item": 0, "frame": [0, 20, 45, 30], "zIndex": 0, "scale": 1, "alpha": 1},
              {"kind": "cell", "section": 0, "item": 1, "frame": [55, 20, 45, 10], "zIndex": 0, "scale": 1, "alpha": 1}
             ]}

            """)
    }

    @Test func badInputExitsTwoNamingFileAndPath() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("bad.json")
        try Data("""
            {"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"},
             "sections": [{"items": []}, {"items": [{}, {}, {}, {"height": -4}]}]}
            """.utf8).write(to: spec)
        let result = try CLIRunner.run(["layout", spec.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(spec.path): sections[1].items[3].height: must be a finite number ≥ 0, got -4"))
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try CLIRunner.run(["layout"])
        #expect(result.status == 2)
        let unknown = try CLIRunner.run(["frobnicate"])
        #expect(unknown.status == 2)
    }

    @Test func missingFileExitsTwo() throws {
        let result = try CLIRunner.run(["layout", "/nonexistent/spec.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/spec.json: no such file"))
    }
}
