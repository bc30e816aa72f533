import Foundation
import LayoutShotTestSupport
import Testing

/// `layoutshot gallery DIR -o OUT` renders every spec to PNG and SVG and lists them all in index.html;
/// a bad spec writes nothing, and existing files are kept unless --force.
@Suite struct GalleryCommandTests {
    static let flow = TestSpecs.galleryFlow
    static let waterfallYAML = TestSpecs.galleryWaterfallYAML
    static let variants = TestSpecs.galleryVariants

    /// A directory of three specs (JSON, YAML, one with variants) beside files the gallery skips.
    static func specDirectory() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory().appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in [("a.json", flow), ("b.yaml", waterfallYAML), ("c.json", variants), ("a.layout.json", "{}"), ("notes.txt", "x")] {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    static func listing(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test func writesEveryPictureAndAContactSheetListingThem() throws {
        let specs = try Self.specDirectory()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["gallery", specs.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.listing(out) == ["a.png", "a.svg", "b.png", "b.svg", "c.png", "c.svg", "index.html"])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for name in ["a", "b", "c"] {
            #expect(html.contains(#"<img src="\#(name).png""#))
            #expect(html.contains(#"<a href="\#(name).svg">SVG</a>"#))
        }
        #expect(html.contains("waterfall · 120×80 pt · 2 variants"))
        let png = try Data(contentsOf: out.appendingPathComponent("c.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(result.stderr.contains("rendered 3/3 "))
        for name in ["a", "b", "c"] { #expect(result.stderr.contains(" \(name)\n")) }
        #expect(result.stdout.hasSuffix("wrote \(out.path)/index.html\n"))
    }

    @Test func oneBadSpecWritesNothingAndNamesFileAndPath() throws {
        let specs = try Self.specDirectory()
        let bad = specs.appendingPathComponent("d.json")
        try Data(#"{"viewport": {"width": 100, "height": 50}, "layout": {"kind": "flow"}, "sections": [{"items": [{"height": -1}]}]}"#.utf8).write(to: bad)
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["gallery", specs.path, "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(bad.path): sections[0].items[0].height: must be a finite number ≥ 0, got -1"))
        #expect(Self.listing(out) == [])
    }

    @Test func existingFilesAreKeptUnlessForced() throws {
        let specs = try Self.specDirectory()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let mine = out.appendingPathComponent("b.svg")
        try Data("mine".utf8).write(to: mine)
        let refused = try CLIRunner.run(["gallery", specs.path, "-o", out.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(mine.path): already exists; pass --force"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "mine")
        #expect(Self.listing(out) == ["b.svg"])
        let forced = try CLIRunner.run(["gallery", specs.path, "-o", out.path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: mine, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func directoriesWithoutUsableSpecsAreBadInput() throws {
        let empty = try CLIRunner.temporaryDirectory()
        let none = try CLIRunner.run(["gallery", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(none.status == 2)
        #expect(none.stderr.contains("\(empty.path): no spec files (*.json, *.yaml, *.yml)"))
        let missing = try CLIRunner.run(["gallery", "/nonexistent/specs", "-o", empty.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/specs: not a directory of spec files"))
        try Data(Self.flow.utf8).write(to: empty.appendingPathComponent("x.json"))
        try Data(Self.waterfallYAML.utf8).write(to: empty.appendingPathComponent("x.yaml"))
        let clash = try CLIRunner.run(["gallery", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("x.yaml: has the same name as"))
    }

    static var chromiumAvailable: Bool {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Skipped without Chromium (Debian package `chromium`); scripts/contact-sheet-check.sh does the checking.
    @Test(.enabled(if: chromiumAvailable, "needs headless Chromium"))
    func theContactSheetOpensInHeadlessChromiumWithEveryImageLoaded() throws {
        let specs = try Self.specDirectory()
        let out = specs.deletingLastPathComponent().appendingPathComponent("out")
        #expect(try CLIRunner.run(["gallery", specs.path, "-o", out.path]).status == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/contact-sheet-check.sh")
        process.arguments = [out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("3 images load and every PNG and SVG is linked"))
    }
}

/// The binary copied without its resources folder says where the gallery's specs belong, instead of stopping.
@Suite struct GalleryResourcesTests {
    @Test func aBinaryCopiedWithoutItsResourcesSaysWhereToPutThem() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let copy = directory.appendingPathComponent("layoutshot")
        try FileManager.default.copyItem(at: CLIRunner.executable, to: copy)
        let result = try CLIRunner.run([], in: directory, binary: copy)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the built-in gallery's flow-grid.json is missing from \(directory.path)/LayoutShot_layoutshot.resources/Gallery; copy the LayoutShot_layoutshot.resources folder"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutshot-gallery").path))
    }
}
