import LayoutText
import Testing

/// An emoji cluster advances one em (Apple Color Emoji on iOS) and draws no glyph of the embedded font; its box is
/// a one-em square reaching 0.15 em below the baseline.
struct EmojiTests {
    let font = Font.embedded

    /// Each is one grapheme cluster: a face, a ZWJ family, a flag, a skin tone, a heart made emoji by U+FE0F, a keycap,
    /// and pictographs whose default presentation is text but that iOS's text fonts do not have (🏔 U+1F3D4, 🖥 U+1F5A5).
    @Test(arguments: ["😀", "👨‍👩‍👧", "🇫🇷", "👍🏽", "❤️", "1️⃣", "🏔", "🖥"])
    func anEmojiClusterAdvancesOneEm(emoji: String) {
        // 2048 units per em: at 2048 points an em is 2048 points.
        #expect(font.advanceWidth(of: emoji, fontSize: 2048) == 2048)
        #expect(font.outline(of: emoji, fontSize: 2048, x: 0, baselineY: 0).isEmpty)
        #expect(font.emojiBoxes(of: emoji, fontSize: 2048, x: 0, baselineY: 0).map(\.cluster) == [emoji])
    }

    /// Text around an emoji keeps its own advances: "A" (1401 units) + 2048 + "B" (1405 units).
    @Test func textAroundAnEmojiKeepsItsAdvances() {
        let a = font.advanceWidth(of: "A", fontSize: 2048), b = font.advanceWidth(of: "B", fontSize: 2048)
        #expect(font.advanceWidth(of: "A🇫🇷B", fontSize: 2048) == a + 2048 + b)
        // B's outline starts where it would after "A" and an em: the same elements as "B" alone moved right.
        let alone = font.outline(of: "B", fontSize: 20, x: (a + 2048) * 20 / 2048, baselineY: 50)
        let after = font.outline(of: "A👍🏽B", fontSize: 20, x: 0, baselineY: 50)
        #expect(Array(after.suffix(alone.count)) == alone)
    }

    /// At 20 points after "A" on a baseline at y = 100: the box starts at A's advance, its bottom is 3 points
    /// (0.15 em) below the baseline, so its top is 100 + 3 − 20 = 83.
    @Test func theBoxSitsOnTheBaseline() throws {
        let a = font.advanceWidth(of: "A", fontSize: 20)
        let box = try #require(font.emojiBoxes(of: "A😀", fontSize: 20, x: 0, baselineY: 100).first)
        #expect(box.x == a)
        #expect(abs(box.y - 83) < 1e-12)
        #expect(box.side == 20)
    }

    /// Symbols the font draws as text stay text: ✓ and → (no emoji presentation), ❤ with the text selector U+FE0E,
    /// digits and © without U+FE0F.
    @Test(arguments: ["✓", "→", "❤︎", "1", "©", "#"])
    func textSymbolsAreNotEmoji(text: String) {
        #expect(!Font.isEmoji(Character(text)))
        #expect(font.emojiBoxes(of: text, fontSize: 20, x: 0, baselineY: 0).isEmpty)
    }
}
