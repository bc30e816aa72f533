import LayoutCore
import LayoutSpec
import Testing

/// The layout JSON writes `isHidden` only for hidden elements, and reads it back.
@Suite struct LayoutJSONHiddenTests {
    @Test func aHiddenElementRoundTripsAndOthersDoNotMentionIt() throws {
        let document = LayoutDocument(
            viewport: Size2D(width: 100, height: 100), offset: .zero, contentSize: Size2D(width: 100, height: 100),
            elements: [
                LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 10, height: 10)),
                LayoutAttributes(kind: .cell, section: 0, item: 1, frame: Rect2D(x: 10, y: 0, width: 10, height: 10), isHidden: true),
            ])
        let text = LayoutJSON.encode(document)
        let lines = text.split(separator: "\n").filter { $0.contains("\"kind\"") }
        #expect(!lines[0].contains("isHidden"))
        #expect(lines[1].hasSuffix("\"alpha\": 1, \"isHidden\": true},") || lines[1].hasSuffix("\"alpha\": 1, \"isHidden\": true}"))
        #expect(try LayoutJSON.decode(Array(text.utf8), file: "a.layout.json") == document)
    }
}
