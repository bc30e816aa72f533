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

    /// Every Markdown document at the top and in docs/, found rather than listed, so a new page is checked too.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.contains("docs/porting.md") && Self.documents.contains("docs/formats.md"))
    }

    @Test(arguments: documents)
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
