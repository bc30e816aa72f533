import LayoutCore
import LayoutText

/// Turns strings into glyph-outline drawables with the embedded font, so SVG and PNG show the same glyphs.
enum TextDrawing {
    /// Where a label sits horizontally in its box.
    enum Anchor {
        case leading(inset: Double)
        case center
    }

    static func width(of text: String, fontSize: Double) -> Double {
        Font.embedded.advanceWidth(of: text, fontSize: fontSize)
    }

    /// The outline of `text` placed in `box`, vertically centred on the box.
    static func outline(_ text: String, fontSize: Double, in box: Rect2D, anchor: Anchor) -> Path {
        let font = Font.embedded
        let width = font.advanceWidth(of: text, fontSize: fontSize)
        let x: Double
        switch anchor {
        case .leading(let inset): x = box.x + inset
        case .center: x = box.midX - width / 2
        }
        let baseline = box.midY + (font.ascent(fontSize: fontSize) - font.descent(fontSize: fontSize)) / 2
        var path = Path()
        for element in font.outline(of: text, fontSize: fontSize, x: x, baselineY: baseline) {
            switch element {
            case .move(let x, let y): path.move(to: Point2D(x: x, y: y))
            case .line(let x, let y): path.line(to: Point2D(x: x, y: y))
            case .quad(let cx, let cy, let x, let y): path.quad(to: Point2D(x: x, y: y), control: Point2D(x: cx, y: cy))
            case .close: path.close()
            }
        }
        return path
    }
}
