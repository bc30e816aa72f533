import Foundation
import LayoutCore
import LayoutSpec
import Testing

@Suite struct LayoutJSONElementTests {
    @Test func elementKindAndTransformAreWrittenOnlyWhenPresentAndReadBack() throws {
        let plain = LayoutAttributes(kind: .cell, section: 0, item: 1, frame: Rect2D(x: 0, y: 0, width: 10, height: 10))
        let badge = LayoutAttributes(
            kind: .supplementary, section: 0, item: 1, frame: Rect2D(x: 8, y: -2, width: 4, height: 4), zIndex: 5,
            transform: Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 2, ty: -3), elementKind: "badge \"new\"")
        let document = LayoutDocument(
            viewport: Size2D(width: 10, height: 10), offset: .zero, contentSize: Size2D(width: 10, height: 10),
            elements: [plain, badge])
        let text = LayoutJSON.encode(document)
        #expect(text.contains(#"{"kind": "cell", "section": 0, "item": 1, "frame": [0, 0, 10, 10], "zIndex": 0, "scale": 1, "alpha": 1}"#))
        #expect(text.contains(#""elementKind": "badge \"new\"", "transform": [0.5, 0, 0, 0.5, 2, -3]}"#))
        #expect(try LayoutJSON.decode(Array(text.utf8), file: "t.json") == document)
    }

    @Test func aTransformOfTheWrongLengthNamesItsPath() {
        let text = #"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1, "transform": [1, 0]}]}"#
        #expect(throws: SpecError.self) { try LayoutJSON.decode(Array(text.utf8), file: "t.json") }
        do {
            _ = try LayoutJSON.decode(Array(text.utf8), file: "t.json")
        } catch {
            #expect("\(error)".contains("elements[0].transform: must be an array of 6 numbers"))
        }
    }

    /// A list background's colour is written as `#RRGGBB` (`AA` appended when not opaque) and read back; a colour that is not one names its path.
    @Test func aColourIsWrittenAndReadBack() throws {
        let background = LayoutAttributes(
            kind: .decoration, section: 0, frame: Rect2D(x: 0, y: 0, width: 10, height: 10), zIndex: -2,
            elementKind: "list-background", color: RGBAColor(r: 242, g: 242, b: 247))
        let document = LayoutDocument(
            viewport: Size2D(width: 10, height: 10), offset: .zero, contentSize: Size2D(width: 10, height: 10), elements: [background])
        let text = LayoutJSON.encode(document)
        #expect(text.contains(##""elementKind": "list-background", "color": "#F2F2F7"}"##))
        #expect(try LayoutJSON.decode(Array(text.utf8), file: "t.json") == document)
        let bad = text.replacingOccurrences(of: "#F2F2F7", with: "grey")
        #expect {
            try LayoutJSON.decode(Array(bad.utf8), file: "t.json")
        } throws: { error in
            "\(error)".contains("elements[0].color: must be a colour")
        }
    }
}
