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

    /// The outline of `text` placed in `box`, vertically centred on the box.
    static func outline(_ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor) -> Path {
        let (x, baseline) = origin(text, fontSize: fontSize, in: box, anchor: anchor)
        var path = Path()
        for element in Font.embedded.outline(of: text, fontSize: fontSize, x: x, baselineY: baseline) {
            switch element {
            case .move(let x, let y): path.move(to: Point2D(x: x, y: y))
            case .line(let x, let y): path.line(to: Point2D(x: x, y: y))
            case .quad(let cx, let cy, let x, let y): path.quad(to: Point2D(x: x, y: y), control: Point2D(x: cx, y: cy))
            case .close: path.close()
            }
        }
        return path
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
