import LayoutCore
import LayoutText

/// Turns strings into glyph-outline drawables with the embedded font, so SVG and PNG show the same glyphs.
enum TextDrawing {
    /// Where a label sits horizontally in its box.
    enum Anchor {
        case leading(inset: Double)
        case center
    }

    /// The fill of an emoji's stand-in: iOS's systemYellow, light mode (Apple's Human Interface Guidelines,
    /// "Color"), the colour most emoji faces are drawn in, so the disc reads as an emoji at a glance.
    static let emojiFill = RGBAColor(r: 255, g: 204, b: 0)

    static func width(of text: String, fontSize: Double) -> Double {
        Font.embedded.advanceWidth(of: text, fontSize: fontSize)
    }

    /// The slant of synthesized italic: 12°, about the angle of San Francisco's own italics and what Core Text's
    /// synthetic oblique uses (a shear of tan 12° ≈ 0.21 em per em of height).
    static let italicShear = 0.212_556_56

    /// The outline of `text` placed in `box`, vertically centred on the box; italic `traits` lean it right about
    /// its baseline by `italicShear`.
    static func outline(_ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor, traits: TextTraits = .regular) -> Path {
        let (x, baseline) = origin(text, fontSize: fontSize, in: box, anchor: anchor)
        let shear = traits.isItalic ? italicShear : 0
        func point(_ x: Double, _ y: Double) -> Point2D { Point2D(x: x + (baseline - y) * shear, y: y) }
        var path = Path()
        for element in Font.embedded.outline(of: text, fontSize: fontSize, x: x, baselineY: baseline) {
            switch element {
            case .move(let x, let y): path.move(to: point(x, y))
            case .line(let x, let y): path.line(to: point(x, y))
            case .quad(let cx, let cy, let x, let y): path.quad(to: point(x, y), control: point(cx, cy))
            case .close: path.close()
            }
        }
        return path
    }

    /// How much wider a stroke makes each glyph at `weight`, in ems: a tenth of the weight, so bold (0.4) widens
    /// stems by 0.04 em, near the em / 24 that FreeType's synthetic emboldening adds; regular and lighter add none.
    static func emboldening(weight: Double, fontSize: Double) -> Double {
        max(0, weight) / 10 * fontSize
    }

    /// `text`'s drawables in `box` in `color`: its filled outline in `traits`'s slant (role "text"), stroked as wide
    /// as `traits`'s weight adds (`emboldening`), then its emoji stand-ins.
    static func glyphDrawables(
        _ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor, traits: TextTraits, color: RGBAColor,
        transform: Transform2D, clip: Rect2D?
    ) -> [Drawable] {
        let outline = outline(text, fontSize: fontSize, in: box, anchor: anchor, traits: traits)
        let widening = emboldening(weight: traits.weight, fontSize: fontSize)
        let glyphs = Drawable(
            shape: .glyphs(text: text, outline: outline), fill: color, stroke: widening > 0 ? color : nil,
            strokeWidth: widening, transform: transform, clip: clip, role: "text")
        return [glyphs] + emojiDrawables(text, fontSize: fontSize, in: box, anchor: anchor, transform: transform, clip: clip)
    }

    /// The stand-ins of `text`'s emoji, placed as `outline` places the text: a disc filling the middle 92 % of each
    /// emoji's box, about the size of Apple's face emoji (0.92 em wide in the measurement `Font.emojiAdvance` cites).
    static func emojiStandIns(_ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor) -> [Path] {
        let (x, baseline) = origin(text, fontSize: fontSize, in: box, anchor: anchor)
        return Font.embedded.emojiBoxes(of: text, fontSize: fontSize, x: x, baselineY: baseline).map { emoji in
            let inset = emoji.side * 0.04, side = emoji.side * 0.92
            return Path(
                roundedRect: Rect2D(x: emoji.x + inset, y: emoji.y + inset, width: side, height: side), cornerRadius: side / 2)
        }
    }

    /// The stand-ins of `text`'s emoji as drawables in `emojiFill` (`role` "emoji"), drawn over the text's glyphs.
    static func emojiDrawables(
        _ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor, transform: Transform2D, clip: Rect2D?
    ) -> [Drawable] {
        emojiStandIns(text, fontSize: fontSize, in: box, anchor: anchor).map {
            Drawable(shape: .path($0), fill: emojiFill, transform: transform, clip: clip, role: "emoji")
        }
    }

    /// The pen's start and the baseline of `text` in `box`: the glyphs' ascent and descent centred on the box.
    private static func origin(_ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor) -> (x: Double, baseline: Double) {
        let font = Font.embedded
        let x: Double
        switch anchor {
        case .leading(let inset): x = box.x + inset
        case .center: x = box.midX - font.advanceWidth(of: text, fontSize: fontSize) / 2
        }
        return (x, box.midY + (font.ascent(fontSize: fontSize) - font.descent(fontSize: fontSize)) / 2)
    }
}
