import LayoutCore
import LayoutPipeline
import LayoutShotTestSupport
import LayoutSpec
import Testing

/// No string from a spec or a file name adds markup to the SVG and HTML the pipeline writes: each is read
/// back by a parser (XML for SVG, a browser-like tokenizer for HTML) and found where it was put, whole.
@Suite struct MarkupInjectionTests {
    /// `text` as a JSON string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// What an XML parser reads back from an attribute holding `text`: whitespace normalized, forbidden controls replaced.
    static func attributeValue(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar.value {
            case 0x09, 0x0A: " "
            case 0x0D: scalar
            case 0x00...0x1F: "\u{FFFD}"
            default: scalar
            }
        }))
    }

    @Test(arguments: MarkupCheck.hostileTexts)
    func textItemsReadBackWholeFromTheSVGsAriaLabels(text: String) throws {
        let source = #"{"viewport": {"width": 300, "height": 100}, "layout": {"kind": "alignedFlow"}, "sections": [{"items": [{"text": \#(Self.json(text))}]}]}"#
        let spec = try SpecDecoder.decode(Array(source.utf8), file: "tags.json")
        let svg = try SpecRenderer.render(spec).picture.svg()
        let labels = try MarkupCheck.xmlElements(svg).compactMap { $0["aria-label"] }
        #expect(labels.contains(Self.attributeValue(text)), "\(labels)")
    }

    /// Spec names and descriptions refuse control characters; the rest reach the sheet's title.
    @Test(arguments: MarkupCheck.hostileTexts.filter { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    func aReviewSheetsTitleAndDescriptionStayText(text: String) throws {
        let source = #"{"name": "v", "description": \#(Self.json(text)), "viewport": {"width": 60, "height": 50}, "#
            + #""layout": {"kind": "flow", "itemSize": {"width": 20, "height": 20}}, "sections": [{"items": {"count": 2}}], "variants": [{}, {"lineSpacing": 8}]}"#
        let sheet = try ReviewSheet.picture(of: [try SpecVariants.expand(Array(source.utf8), file: "v.json")])
        let labels = try MarkupCheck.xmlElements(sheet.svg()).compactMap { $0["aria-label"] }
        #expect(labels.contains("v — " + text), "\(labels)")
    }

    @Test func aGalleryIndexKeepsEveryStringInItsPlace() throws {
        let texts = MarkupCheck.hostileTexts
        let entries = texts.map { text in
            ContactSheetEntry(name: text, title: text, details: [text, text], description: text, source: text, size: Size2D(width: 10, height: 10))
        }
        let html = ContactSheet.html(title: texts[0], entries: entries)
        let elements = MarkupCheck.htmlElements(html)
        let allowed: Set = ["class", "lang", "charset", "name", "content", "id", "href", "src", "alt", "width", "height"]
        for element in elements {
            #expect(element.attributes.allSatisfy { allowed.contains($0.name) }, "\(element)")
        }
        let read = texts.map { text in
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" ? "\u{FFFD}" : $0 }))
        }
        #expect(elements.filter { $0.name == "img" }.map { $0["alt"] } == read)
        #expect(elements.filter { $0.name == "figure" }.map { $0["id"] } == read)
        #expect(elements.filter { $0.name == "script" }.isEmpty)
        #expect(elements.map(\.name).filter { $0 == "img" }.count == texts.count)
    }
}
