import Foundation
import Testing

/// The project's own `Snapshots/` through the binary: a spec renders to exactly the SVG text stored beside it.
@Suite struct ReferenceSVGTests {
    static let snapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static let specs: [String] = (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path))?
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".layout.json") }.sorted() ?? []

    @Test func thereAreReferenceSpecsForEveryKind() throws {
        let kinds = try Self.specs.map { name -> String in
            let text = try String(contentsOf: Self.snapshots.appendingPathComponent(name), encoding: .utf8)
            return String(text.split(separator: "\"kind\": \"")[1].prefix { $0 != "\"" })
        }
        #expect(Set(kinds).isSuperset(of: ["flow", "alignedFlow", "waterfall", "carousel", "cards"]))
    }

    /// `render SPEC -o FILE` writes exactly the stored SVG: one spec through the binary; that every spec of the folder
    /// still matches its references, SnapshotFolderAssertionTests checks in-process.
    @Test func rendersTheStoredSVG() throws {
        let spec = try #require(Self.specs.first)
        let dir = try CLIRunner.temporaryDirectory()
        let output = dir.appendingPathComponent("out.svg")
        let result = try CLIRunner.run(["render", Self.snapshots.appendingPathComponent(spec).path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let stored = Self.snapshots.appendingPathComponent(spec.replacingOccurrences(of: ".json", with: ".svg"))
        let expected = try String(contentsOf: stored, encoding: .utf8)
        let actual = try String(contentsOf: output, encoding: .utf8)
        #expect(actual == expected, "\(spec): the SVG differs from \(stored.lastPathComponent); if the change is intended, re-record with `layoutshot snapshots record Snapshots`")
    }
}
