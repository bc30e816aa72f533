import LayoutCore
import LayoutPipeline
import Testing

/// The gallery's `index.html`: one card per picture, linking its PNG and SVG, with its details.
@Suite struct ContactSheetTests {
    static let entries = [
        ContactSheetEntry(name: "a", title: "a", details: ["flow", "120×80 pt", "4 elements"], description: nil, source: "specs/a.json", size: Size2D(width: 120, height: 80)),
        ContactSheetEntry(
            name: "c", title: "columns", details: ["waterfall", "120×80 pt", "2 variants"], description: "two <or> three",
            source: "specs/c.json", size: Size2D(width: 288, height: 204)),
    ]

    @Test func everyEntryLinksItsPictures() {
        let html = ContactSheet.html(title: "LayoutShot gallery: specs", entries: Self.entries)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for name in ["a", "c"] {
            #expect(html.contains(#"<img src="\#(name).png""#))
            #expect(html.contains(#"<a href="\#(name).svg">SVG</a>"#))
        }
        #expect(html.contains("waterfall · 120×80 pt · 2 variants"))
        #expect(html.contains("LayoutShot gallery: specs"))
    }

    @Test func textIsEscaped() {
        let html = ContactSheet.html(title: "a & b", entries: Self.entries)
        #expect(html.contains("two &lt;or&gt; three"))
        #expect(html.contains("a &amp; b"))
        #expect(!html.contains("<or>"))
    }
}
