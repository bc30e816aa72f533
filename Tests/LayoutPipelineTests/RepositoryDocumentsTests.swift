import Foundation
import LayoutPipeline
import Testing

/// The README and docs/ are true on a clone: the changelog's latest version is the one the tool prints,
/// and every relative link points at a file the repository has.
@Suite struct RepositoryDocumentsTests {
    static let root = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theChangelogsLatestVersionIsTheOneTheToolPrints() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        let latest = try #require(headings.first).dropFirst(3).prefix { $0 != " " }
        #expect(String(latest) == LayoutShotVersion.current)
    }

    @Test(arguments: ["README.md", "CHANGELOG.md", "docs/architecture.md", "docs/formats.md", "docs/compositional.md",
                      "docs/snapshots.md", "docs/uikit-host.md", "docs/design-review.md", "docs/aligned-flow.md"])
    func everyRelativeLinkPointsAtAFileOfTheRepository(document: String) throws {
        let text = try Self.text(document)
        let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
        let regex = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        for match in matches {
            let target = String(text[Range(match.range(at: 1), in: text)!])
            if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            let path = String(target.prefix { $0 != "#" })
            let resolved = folder.appendingPathComponent(path).standardizedFileURL
            #expect(resolved.path.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(document) links outside the repository: \(target)")
            #expect(FileManager.default.fileExists(atPath: resolved.path), "\(document) links to a missing file: \(target)")
        }
    }
}
