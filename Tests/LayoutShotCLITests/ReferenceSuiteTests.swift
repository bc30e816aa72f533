import Foundation
import Testing

/// `Snapshots/gallery/` is the built-in gallery's own reference suite: it holds every gallery spec, and what
/// `layoutshot` writes for the gallery today is byte for byte what was recorded there, so a change to any
/// output shows up as a diff of committed files (`.ci/run` verifies the folder with `snapshots verify`).
@Suite struct ReferenceSuiteTests {
    /// `Snapshots/gallery/` of this repository, found from this file's path.
    static let references = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/gallery")

    /// Also the test of `layoutshot` with no arguments: it writes the gallery and its contact sheet.
    @Test func theBuiltInGalleryIsByteIdenticalToItsCommittedReferences() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let gallery = dir.appendingPathComponent("layoutshot-gallery")
        let written = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0 != "index.html" }.sorted()
        let specs = written.filter { $0.hasSuffix(".json") }
        #expect(specs.count > 20)
        let committedSpecs = try FileManager.default.contentsOfDirectory(atPath: Self.references.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".layout.json") }.sorted()
        #expect(committedSpecs == specs, "Snapshots/gallery/ holds every gallery spec and no other")
        for name in written {
            let ours = try Data(contentsOf: gallery.appendingPathComponent(name))
            let committed = try? Data(contentsOf: Self.references.appendingPathComponent(name))
            #expect(ours == committed, "\(name) differs from Snapshots/gallery/\(name)")
        }
        // The contact sheet lists every picture.
        let html = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        for png in written where png.hasSuffix(".png") { #expect(html.contains(#"<img src="\#(png)""#)) }
    }
}
