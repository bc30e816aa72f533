import Testing
import LayoutText

struct CharacterMapTests {
    let font = Font.embedded

    @Test(arguments: Array(0x20...0x7E) + Array(0xA0...0xFF))
    func everyPrintableASCIIAndLatin1ScalarHasAGlyph(value: UInt32) {
        #expect(font.hasGlyph(for: Unicode.Scalar(value)!))
    }

    @Test(arguments: ["×", "→", "←", "↑", "↓", "–", "—", "…", "•", "✓", "✗", "≤", "≥"] as [Unicode.Scalar])
    func symbolsHaveGlyphs(scalar: Unicode.Scalar) {
        #expect(font.hasGlyph(for: scalar))
    }

    @Test(arguments: [
        "\0", "\t", "\n", "\u{7F}", "\u{80}", "\u{9F}", "Ā", "€", "漢", "\u{FFFD}", "\u{1F600}", "\u{10FFFF}",
    ] as [Unicode.Scalar])
    func scalarsOutsideTheSubsetHaveNoGlyph(scalar: Unicode.Scalar) {
        #expect(!font.hasGlyph(for: scalar))
    }

    @Test func missingCharactersDrawTheNotdefBox() {
        // .notdef in glyf: an outer rectangle (102, -362)–(1126, 1444) and an inner one (217, -248)–(1012, 1329).
        let box: [PathElement] = [
            .move(x: 102, y: 362), .line(x: 102, y: -1444), .line(x: 1126, y: -1444), .line(x: 1126, y: 362), .close,
            .move(x: 217, y: 248), .line(x: 1012, y: 248), .line(x: 1012, y: -1329), .line(x: 217, y: -1329), .close,
        ]
        #expect(font.outline(of: "漢", fontSize: 2048, x: 0, baselineY: 0) == box)
    }

    @Test func aMissingCharacterStillAdvancesThePen() {
        let after = font.outline(of: "漢l", fontSize: 2048, x: 0, baselineY: 0).dropFirst(10)
        #expect(after.first == .move(x: 1229 + 193, y: -1556))
    }
}
