import LayoutCore
import Testing

/// System symbols are drawn as LayoutShot's own stand-ins in the symbol's colour, centred in the image's frame.
struct SymbolGlyphTests {
    let red = RGBAColor(r: 255, g: 59, b: 48)

    /// In a 20 × 20 box a chevron runs (0.35, 0.15) → (0.7, 0.5) → (0.35, 0.85) of the side: (7, 3), (14, 10),
    /// (7, 17), stroked 0.12 × 20 = 2.4 wide.
    @Test func aChevronIsTwoStrokes() {
        let marks = SymbolGlyph.marks(named: "chevron.right", in: Rect2D(x: 0, y: 0, width: 20, height: 20), color: red)
        #expect(marks == [.polyline(
            [Point2D(x: 7, y: 3), Point2D(x: 14, y: 10), Point2D(x: 7, y: 17)], color: red, width: 2.4, closed: false,
            filled: false)])
    }

    /// A wide frame centres the square: in [0, 0, 40, 20] the symbol's square is [10, 0, 20, 20].
    @Test func theSymbolIsCentredInItsSquare() {
        let marks = SymbolGlyph.marks(named: "chevron.right", in: Rect2D(x: 0, y: 0, width: 40, height: 20), color: red)
        guard case let .polyline(points, _, _, _, _)? = marks.first else { Issue.record("no polyline"); return }
        #expect(points.first == Point2D(x: 17, y: 3))
    }

    /// `.fill` fills the shape; an unknown symbol is a rounded square inset 8 % (1.6 points of 20), corners 0.22 × 20.
    @Test func filledAndUnknownSymbols() {
        let box = Rect2D(x: 0, y: 0, width: 20, height: 20)
        guard case let .polyline(points, color, _, closed, filled)? = SymbolGlyph.marks(named: "star.fill", in: box, color: red).first
        else { Issue.record("no star"); return }
        #expect(points.count == 10 && closed && filled && color == red)
        #expect(SymbolGlyph.marks(named: "person.crop.circle", in: box, color: red) == [
            .box(Rect2D(x: 1.6, y: 1.6, width: 16.8, height: 16.8), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 4.4),
        ])
    }
}
