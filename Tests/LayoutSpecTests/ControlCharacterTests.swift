import LayoutCore
import LayoutSpec
import Testing

/// Issue finding "control characters": an element kind carrying ESC or OSC sequences is refused where it
/// is read, naming the file and the JSON path, and a value quoted in a message never carries one raw.
@Suite struct ControlCharacterTests {
    static let supplementary = #"{"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "elementKind": "KIND", "containerAnchor": {"edges": ["top"]}}"#

    static func compositional(kind: String) -> String {
        let item = #"{"item": {"layoutSize": {"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}, "supplementaryItems": [\#(supplementary.replacingOccurrences(of: "KIND", with: kind))]}}"#
        return CompositionalSpecErrorTests.spec(
            layout: #""section": {"group": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "horizontal": [\#(item)]}}"#)
    }

    @Test("control characters in a spec's element kind", arguments: [
        (#"\u001b]0;owned\u0007"#, "U+001B at character 1"),
        (#"badge\u009b31m"#, "U+009B at character 6"),
        (#"a\u007fb"#, "U+007F at character 2"),
        (#"two\nlines"#, "U+000A at character 4"),
    ])
    func controlCharactersInElementKind(kind: String, found: String) {
        let message = CompositionalSpecErrorTests.message(Self.compositional(kind: kind))
        #expect(message == "t.json: layout.section.group.horizontal[0].item.supplementaryItems[0].elementKind: "
            + "must not contain control characters (\(found))")
    }

    @Test("control characters in a reference layout's element kind")
    func controlCharactersInReferenceElementKind() {
        let text = #"{"viewport": [1, 1], "offset": [0, 0], "contentSize": [1, 1], "elements": [{"kind": "supplementary", "section": 0, "item": 0, "frame": [0, 0, 1, 1], "zIndex": 0, "scale": 1, "alpha": 1, "elementKind": "\u001b[2Jx"}]}"#
        #expect(throws: SpecError.invalid(
            file: "grid.layout.json", path: "elements[0].elementKind", message: "must not contain control characters (U+001B at character 1)")
        ) { try LayoutJSON.decode(Array(text.utf8), file: "grid.layout.json") }
    }

    @Test("a value quoted in an error message shows its control characters escaped")
    func controlCharactersInQuotedValues() {
        let message = CompositionalSpecErrorTests.message(#"{"viewport": {"width": 10, "height": 10}, "layout": {"kind": "\u001b]8;;x\u0007"}, "sections": []}"#)
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message)")
        #expect(message.contains(#"got "\u{1B}]8;;x\u{7}""#), "\(message)")
    }

    @Test("escaping keeps line breaks only when asked, and leaves other text as it is")
    func escaping() {
        #expect(ControlCharacters.escaped("a\u{1B}[1mb\nc\u{85}") == #"a\u{1B}[1mb\u{A}c\u{85}"#)
        #expect(ControlCharacters.escaped("a\u{1B}b\nc\td", keepingLineBreaks: true) == "a\\u{1B}b\nc\td")
        #expect(ControlCharacters.escaped("plain – ünïcode") == "plain – ünïcode")
    }
}
