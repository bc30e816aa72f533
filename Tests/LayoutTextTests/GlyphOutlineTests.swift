import Testing
import LayoutText

/// Expected paths are the glyf coordinates of the embedded font as fontTools reports them,
/// with y flipped; at 2048 pt one font unit is one point.
struct GlyphOutlineTests {
    let font = Font.embedded

    @Test func lIsTheRectangleOfItsGlyfPoints() {
        // glyf "l": (193, 1556) (377, 1556) (377, 0) (193, 0), all on-curve.
        #expect(font.outline(of: "l", fontSize: 2048, x: 0, baselineY: 0) == [
            .move(x: 193, y: -1556), .line(x: 377, y: -1556), .line(x: 377, y: 0), .line(x: 193, y: 0), .close,
        ])
    }

    @Test func outlinesAreScaledAndPlacedOnTheBaseline() {
        // glyf "I": (201, 1493) (403, 1493) (403, 0) (201, 0); at 1024 pt each unit is half a point.
        #expect(font.outline(of: "I", fontSize: 1024, x: 10, baselineY: 1000) == [
            .move(x: 110.5, y: 253.5), .line(x: 211.5, y: 253.5), .line(x: 211.5, y: 1000),
            .line(x: 110.5, y: 1000), .close,
        ])
    }

    @Test func consecutiveOffCurvePointsImplyOnCurveMidpoints() {
        // glyf "o" alternates one on-curve and two off-curve points, and ends off-curve.
        let expected: [PathElement] = [
            .move(x: 627, y: -991),
            .quad(cx: 479, cy: -991, x: 393, y: -875.5),
            .quad(cx: 307, cy: -760, x: 307, y: -559),
            .quad(cx: 307, cy: -358, x: 392.5, y: -242.5),
            .quad(cx: 478, cy: -127, x: 627, y: -127),
            .quad(cx: 774, cy: -127, x: 860, y: -243),
            .quad(cx: 946, cy: -359, x: 946, y: -559),
            .quad(cx: 946, cy: -758, x: 860, y: -874.5),
            .quad(cx: 774, cy: -991, x: 627, y: -991),
            .close,
            .move(x: 627, y: -1147),
            .quad(cx: 867, cy: -1147, x: 1004, y: -991),
            .quad(cx: 1141, cy: -835, x: 1141, y: -559),
            .quad(cx: 1141, cy: -284, x: 1004, y: -127.5),
            .quad(cx: 867, cy: 29, x: 627, y: 29),
            .quad(cx: 386, cy: 29, x: 249.5, y: -127.5),
            .quad(cx: 113, cy: -284, x: 113, y: -559),
            .quad(cx: 113, cy: -835, x: 249.5, y: -991),
            .quad(cx: 386, cy: -1147, x: 627, y: -1147),
            .close,
        ]
        #expect(font.outline(of: "o", fontSize: 2048, x: 0, baselineY: 0) == expected)
    }

    @Test func compositeGlyphsDrawEveryComponentAtItsOffset() {
        // glyf "eacute" = component "e" at (0, 0) + component "acute" (U+00B4) at (139, 0).
        let eAcute = font.outline(of: "é", fontSize: 2048, x: 0, baselineY: 0)
        let e = font.outline(of: "e", fontSize: 2048, x: 0, baselineY: 0)
        let acute = font.outline(of: "´", fontSize: 2048, x: 139, baselineY: 0)
        #expect(e.count(where: { $0 == .close }) == 2)
        #expect(acute.count(where: { $0 == .close }) == 1)
        #expect(eAcute == e + acute)
    }

    @Test func glyphsFollowEachOtherByTheirAdvances() {
        let pair = font.outline(of: "ll", fontSize: 20, x: 5, baselineY: 30)
        let second = font.outline(of: "l", fontSize: 20, x: 5 + font.advanceWidth(of: "l", fontSize: 20), baselineY: 30)
        #expect(pair.count == 10)
        #expect(Array(pair.suffix(5)) == second)
    }

    @Test(arguments: [" ", "\u{A0}", ""])
    func blankTextHasNoOutline(text: String) {
        #expect(font.outline(of: text, fontSize: 14, x: 0, baselineY: 0).isEmpty)
    }

    @Test func everyContourStartsWithMoveAndEndsWithClose() {
        let printable = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)))
        let elements = font.outline(of: printable + "ÀÿÆ→✓…", fontSize: 14, x: 0, baselineY: 20)
        var open = false
        for element in elements {
            switch element {
            case .move:
                #expect(!open)
                open = true
            case .line, .quad:
                #expect(open)
            case .close:
                #expect(open)
                open = false
            }
        }
        #expect(!open)
    }
}
