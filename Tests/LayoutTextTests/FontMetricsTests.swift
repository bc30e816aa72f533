import Testing
import LayoutText

/// Expected values were read from the embedded subset with fontTools (`hmtx`, `hhea`, `head`).
struct FontMetricsTests {
    let font = Font.embedded

    @Test func verticalMetricsComeFromHhea() {
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascent(fontSize: 2048) == 1901)
        #expect(font.descent(fontSize: 2048) == 483)
        let scale: Double = 14.0 / 2048
        #expect(font.ascent(fontSize: 14) == 1901 * scale)
        #expect(font.descent(fontSize: 14) == 483 * scale)
        #expect(font.lineGap(fontSize: 14) == 0)
    }

    @Test(arguments: [
        // (text, sum of hmtx advances in font units)
        ("Header 0", 9411),
        ("Hello, World!", 13303),
        ("Item 12", 7919),
        ("WWW", 6075),
        ("iii", 1707),
        ("é", 1260),
        ("Ünïcödé", 8305),
        ("→ ✓", 4083),
        ("", 0),
    ])
    func advanceWidthIsTheSumOfAdvances(text: String, units: Int) {
        #expect(font.advanceWidth(of: text, fontSize: 2048) == Double(units))
        #expect(font.advanceWidth(of: text, fontSize: 14) == Double(units) * 14 / 2048)
    }

    @Test func headerAtFourteenPoints() {
        // 9411 units × 14 / 2048, the width the aligned-flow layout gives a "Header 0" tag.
        #expect(font.advanceWidth(of: "Header 0", fontSize: 14) == 64.333_007_812_5)
    }

    @Test(arguments: ["漢", "字", "\t", "\n", "\u{7F}", "\u{80}"])
    func missingCharactersTakeTheNotdefAdvance(text: String) {
        // .notdef advances 1229 units.
        #expect(font.advanceWidth(of: text, fontSize: 2048) == 1229)
    }

    @Test func widthScalesLinearlyWithFontSize() {
        let width = font.advanceWidth(of: "Tag", fontSize: 10)
        #expect(font.advanceWidth(of: "Tag", fontSize: 20) == 2 * width)
    }
}
