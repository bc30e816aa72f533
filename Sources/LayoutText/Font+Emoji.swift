extension Font {
    /// The advance of an emoji cluster, in ems: Apple Color Emoji's glyphs advance 1 em on iOS and macOS, and sit
    /// 0.15 em lower on iOS than the font file says (measured and published in "Emoji metrics",
    /// https://wh0.github.io/2024/12/31/emoji-metrics.html, with the font's version 18.3).
    public static let emojiAdvance = 1.0
    /// How far below the baseline an emoji's box reaches on iOS, in ems (the same measurement).
    public static let emojiDepth = 0.15

    /// Whether `character` is drawn from the emoji font on iOS: an emoji-presentation scalar (😀, flags' regional
    /// indicators), a pictograph above U+1F000 whose default is text (🏔, 🖥: iOS's text fonts have no glyph for it, so
    /// it falls back to the emoji font), or an emoji made one by U+FE0F or a keycap (❤️, 1️⃣); never with the text
    /// selector U+FE0E.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !scalars.contains("\u{FE0E}") else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.properties.isEmoji && first.value >= 0x1F000 { return true }
        return first.properties.isEmoji && scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" }
    }

    /// Whether `text` may hold an emoji: no emoji or emoji selector lies below U+2000 but `©`, `®`, digits, `#`
    /// and `*`, which are text unless a selector (above U+2000) follows them.
    static func mayHoldEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x2000 }
    }

    /// The boxes of `text`'s emoji clusters when it is set as `outline(of:fontSize:x:baselineY:)` sets it.
    public func emojiBoxes(of text: String, fontSize: Double, x: Double, baselineY: Double) -> [EmojiBox] {
        guard Self.mayHoldEmoji(text) else { return [] }
        var boxes: [EmojiBox] = []
        let side = Self.emojiAdvance * fontSize
        walk(text, fontSize: fontSize) { glyph, pen, character in
            guard glyph == nil, let character else { return }
            let top = baselineY + Self.emojiDepth * fontSize - side
            boxes.append(EmojiBox(x: x + pen, y: top, side: side, cluster: String(character)))
        }
        return boxes
    }
}
