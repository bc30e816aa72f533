import Foundation
import Testing

@Suite struct RenderCommandTests {
    static let spec = """
        {"viewport": {"width": 120, "height": 80},
         "layout": {"kind": "waterfall", "columns": 2, "pinHeaders": true},
         "sections": [{"header": {"height": 20}, "items": {"count": 6, "height": 40}},
                      {"header": {"height": 20}, "items": {"count": 4, "height": 30}}]}
        """

    func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func filmstripHasOneCaptionedFramePerOffset() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(Self.spec, "s.json", in: dir)
        let out = dir.appendingPathComponent("strip.svg")
        let result = try CLIRunner.run(["render", spec.path, "--offsets", "0,0;0,50;0,130", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        for caption in ["offset (0, 0)", "offset (0, 50)", "offset (0, 130)"] {
            #expect(svg.contains("aria-label=\"\(caption)\""))
        }
        // Three 120-wide frames with 16 pt margins: 16 + 3 × (120 + 16) = 424.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"424\""))
    }

    @Test func pngIsTheSceneSizeTimesTheScale() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(Self.spec, "s.json", in: dir)
        let out = dir.appendingPathComponent("s.png")
        let result = try CLIRunner.run(["render", spec.path, "--scale", "2", "--offset", "0,10", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try [UInt8](Data(contentsOf: out))
        // PNG IHDR: width and height are big-endian at bytes 16..<24.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 240 && height == 160)
    }

    @Test func existingFilesAreReplacedOnlyWithForce() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(Self.spec, "s.json", in: dir)
        let out = try write("mine", "out.svg", in: dir)
        let refused = try CLIRunner.run(["render", spec.path, "-o", out.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(out.path): already exists; pass --force to replace it"))
        #expect(try String(contentsOf: out, encoding: .utf8) == "mine")
        let forced = try CLIRunner.run(["render", spec.path, "-o", out.path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func aBadSpecAmongSeveralWritesNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let good = try write(Self.spec, "good.json", in: dir)
        let bad = try write(#"{"viewport": {"width": 120, "height": 80}, "layout": {"kind": "flow"}, "sections": [{"items": [{"width": -1}]}]}"#, "bad.json", in: dir)
        let outDir = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(["render", good.path, bad.path, "-o", outDir.path + "/"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json: sections[0].items[0].width: must be a finite number ≥ 0, got -1"))
        #expect(!FileManager.default.fileExists(atPath: outDir.path))
    }

    @Test func anImageOverThePixelLimitIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = try write(#"{"viewport": {"width": 100, "height": 100}, "scale": 4, "layout": {"kind": "waterfall", "columns": 1}, "sections": [{"items": {"count": 100, "height": 50}}]}"#, "tall.json", in: dir)
        let result = try CLIRunner.run(["render", spec.path, "-o", dir.appendingPathComponent("t.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("tall.json: scale: the content area of 100×5000 pt at scale 4 is 400×20000 px; the limit is 16384 px per side"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("t.png").path))
    }
}

@Suite struct ScrollCommandTests {
    static let pinned = """
        {"viewport": {"width": 100, "height": 100},
         "layout": {"kind": "waterfall", "columns": 1, "pinHeaders": true, "pinnedSection": 1},
         "sections": [{"header": {"height": 20}, "items": [{"height": 30}, {"height": 30}]},
                      {"header": {"height": 10}, "items": [{"height": 40}]},
                      {"header": {"height": 20}, "items": []},
                      {"header": {"height": 10}, "items": [{"height": 50}]}]}
        """

    @Test func scrollToSectionUsesTheOffsetUnderThePinnedHeader() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("p.json")
        try Data(Self.pinned.utf8).write(to: spec)
        let result = try CLIRunner.run(["layout", spec.path, "--scroll-to-section", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        // Section 2 starts at 130; the pinned header is 10 high → offset 120... clamped to 210 - 100 = 110.
        #expect(result.stdout.hasPrefix(#"{"viewport": [100, 100], "offset": [0, 110], "contentSize": [100, 210],"#))
        #expect(result.stdout.contains(#"{"kind": "header", "section": 1, "item": 0, "frame": [0, 110, 100, 10], "zIndex": 1000"#))
        let missing = try CLIRunner.run(["layout", spec.path, "--scroll-to-section", "9"])
        #expect(missing.status == 2)
    }

    @Test func snapPrintsTheTargetOffset() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("c.json")
        try Data(#"{"viewport": {"width": 300, "height": 200}, "layout": {"kind": "carousel", "itemSize": {"width": 100, "height": 80}}, "sections": [{"items": {"count": 4}}]}"#.utf8).write(to: spec)
        let result = try CLIRunner.run(["snap", spec.path, "--proposed", "100,0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "{\"proposed\": [100, 0], \"target\": [170, 0]}\n")
        let flick = try CLIRunner.run(["snap", spec.path, "--proposed", "20,0", "--velocity", "800"])
        #expect(flick.stdout == "{\"proposed\": [20, 0], \"target\": [170, 0]}\n")
        let bad = try CLIRunner.run(["snap", spec.path, "--proposed", "oops"])
        #expect(bad.status == 2)
    }

    @Test func benchPrintsOneObjectOfMedians() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("b.json")
        try Data(Self.pinned.utf8).write(to: spec)
        let result = try CLIRunner.run(["bench", spec.path, "--runs", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("}\n") && result.stdout.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["elements", "layoutMs", "queryUs", "renderMs", "encodeMs", "pngBytes"])
        #expect(object["elements"] as? Int == 8)
        #expect((object["pngBytes"] as? Int ?? 0) > 0)
    }
}

@Suite struct RenderPresentationTests {
    @Test func annotateAndThemeFlagsReachTheOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = dir.appendingPathComponent("s.json")
        try Data(RenderCommandTests.spec.utf8).write(to: spec)
        let plain = dir.appendingPathComponent("plain.svg"), marked = dir.appendingPathComponent("marked.svg")
        #expect(try CLIRunner.run(["render", spec.path, "-o", plain.path]).status == 0)
        let result = try CLIRunner.run(["render", spec.path, "-o", marked.path, "--annotate", "--theme", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let plainSVG = try String(contentsOf: plain, encoding: .utf8), markedSVG = try String(contentsOf: marked, encoding: .utf8)
        #expect(!plainSVG.contains("<line") && markedSVG.contains("<line"))
        #expect(markedSVG.contains("fill=\"#1C1C1E\""))
        let bad = try CLIRunner.run(["render", spec.path, "-o", dir.appendingPathComponent("x.svg").path, "--theme", "sepia"])
        #expect(bad.status == 2)
    }
}
