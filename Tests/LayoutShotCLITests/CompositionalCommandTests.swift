import Foundation
import Testing

/// `layoutshot layout` and `render` of a `compositional` spec, and its errors.
@Suite struct CompositionalCommandTests {
    /// One 100-wide section: a 10-tall header, then groups of two 50 × 20 cells.
    static let spec = """
        {"viewport": {"width": 100, "height": 50},
         "layout": {"kind": "compositional", "section": {
           "group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 20}},
             "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalHeight": 1}}}}]},
           "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}},
             "elementKind": "title", "alignment": "top"}]}},
         "sections": [{"items": {"count": 3}}]}
        """

    static func write(_ text: String, named name: String = "c.json") throws -> URL {
        let file = try CLIRunner.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func layoutPrintsTheFrames() throws {
        let result = try CLIRunner.run(["layout", try Self.write(Self.spec).path])
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"viewport": [100, 50], "offset": [0, 0], "contentSize": [100, 50],
             "elements": [
              {"kind": "header", "section": 0, "item": 0, "frame": [0, 0, 100, 10], "zIndex": 1, "scale": 1, "alpha": 1},
              {"kind": "cell", "section": 0, "item": 0, "frame": [0, 10, 50, 20], "zIndex": 0, "scale": 1, "alpha": 1},
              {"kind": "cell", "section": 0, "item": 1, "frame": [50, 10, 50, 20], "zIndex": 0, "scale": 1, "alpha": 1},
              {"kind": "cell", "section": 0, "item": 2, "frame": [0, 30, 50, 20], "zIndex": 0, "scale": 1, "alpha": 1}
             ]}

            """)
    }

    @Test func renderWritesAPNG() throws {
        let spec = try Self.write(Self.spec)
        let output = spec.deletingLastPathComponent().appendingPathComponent("c.png")
        let result = try CLIRunner.run(["render", spec.path, "-o", output.path, "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try [UInt8](Data(contentsOf: output))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: the 100 × 50 pt content at scale 2.
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 200, 0, 0, 0, 100])
    }

    @Test func badKeyExitsTwoNamingThePathAndWritesNothing() throws {
        let spec = try Self.write(Self.spec.replacingOccurrences(of: #""alignment": "top""#, with: #""alignment": "top", "pinned": true"#))
        let output = spec.deletingLastPathComponent().appendingPathComponent("c.png")
        let result = try CLIRunner.run(["render", spec.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "\(spec.path): layout.section.boundarySupplementaryItems[0].pinned: unknown key; expected one of absoluteOffset, "
                + "alignment, elementKind, extendsBoundary, layoutSize, pinToVisibleBounds, zIndex"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func engineOnlyOptionsSayWhy() throws {
        let spec = try Self.write(Self.spec)
        let scroll = try CLIRunner.run(["layout", spec.path, "--scroll-to-section", "0"])
        #expect(scroll.status == 2)
        #expect(scroll.stderr.contains(#"--scroll-to-section applies to the engine's kinds, not to kind "compositional""#))
        let snap = try CLIRunner.run(["snap", spec.path, "--proposed", "0,0"])
        #expect(snap.status == 2)
        #expect(snap.stderr.contains(#"snapping needs a "carousel" layout, got "compositional""#))
    }
}
