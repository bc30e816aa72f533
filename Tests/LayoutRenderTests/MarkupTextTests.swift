import LayoutRender
import LayoutShotTestSupport
import Testing

/// `MarkupText.escape`, the one escaping of text in markup, judged scalar by scalar.
@Suite struct MarkupTextTests {
    @Test(arguments: MarkupCheck.hostileTexts)
    func noMarkupScalarSurvivesAndEveryAmpersandStartsAReference(text: String) {
        let escaped = MarkupText.escape(text)
        #expect(!escaped.unicodeScalars.contains { "<>\"'\r".unicodeScalars.contains($0) })
        #expect(!escaped.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(MarkupCheck.decodeReferences(escaped) == String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" ? "\u{FFFD}" : $0
        })))
    }

    @Test(arguments: MarkupCheck.hostileTexts)
    func escapedTextIsOneAttributeInEitherQuotesAndWellFormedXML(text: String) throws {
        let escaped = MarkupText.escape(text)
        let elements = try MarkupCheck.xmlElements("<r a=\"\(escaped)\" b='\(escaped)'>\(escaped)</r>")
        #expect(elements.count == 1)
        #expect(elements.first?.attributes.map(\.name) == ["a", "b"])
        let html = MarkupCheck.htmlElements("<p title=\"\(escaped)\" lang='\(escaped)'>\(escaped)</p>")
        #expect(html.count == 1)
        #expect(html.first?.attributes.map(\.name) == ["title", "lang"])
    }
}
