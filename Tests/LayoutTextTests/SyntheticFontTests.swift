import Testing
import LayoutText

/// Fonts built in memory by `TestFontBuilder`, for features the embedded font does not use.
struct SyntheticFontTests {
    typealias Point = TestFontBuilder.Point

    /// Glyph 0: empty; 1: a square; 2: a diamond of only off-curve points;
    /// 3: the square scaled by ½ and offset; 4: two squares joined by point matching.
    static let font: Font = {
        var builder = TestFontBuilder()
        let square = [Point(x: 0, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0)]
        let diamond = [
            Point(x: 0, y: 100, onCurve: false), Point(x: 100, y: 100, onCurve: false),
            Point(x: 100, y: 0, onCurve: false), Point(x: 0, y: 0, onCurve: false),
        ]
        builder.glyphs = [
            [],
            TestFontBuilder.simpleGlyph([square]),
            TestFontBuilder.simpleGlyph([diamond]),
            TestFontBuilder.compositeGlyph([.init(glyph: 1, arguments: (10, 20), matrix: (0.5, 0, 0, 0.5))]),
            TestFontBuilder.compositeGlyph([
                .init(glyph: 1, arguments: (0, 0)),
                // Put the second square's point 0 on the first square's point 2.
                .init(glyph: 1, arguments: (2, 0), matchesPoints: true),
            ]),
        ]
        builder.advances = [500, 600, 700, 800, 900]
        builder.groups = [(0x41, 0x44, 1), (0x1D400, 0x1D400, 1), (0x1D401, 0x1D401, 99)]
        return try! Font(data: builder.build())
    }()

    @Test func format12MapsSupplementaryPlaneScalars() {
        #expect(Self.font.hasGlyph(for: "\u{1D400}"))
        #expect(Self.font.advanceWidth(of: "ABCD\u{1D400}", fontSize: 1000) == 600 + 700 + 800 + 900 + 600)
    }

    @Test func glyphIDsPastTheGlyphCountFallBackToNotdef() {
        #expect(!Self.font.hasGlyph(for: "\u{1D401}"))
        #expect(Self.font.advanceWidth(of: "\u{1D401}", fontSize: 1000) == 500)
    }

    @Test func longLocaOffsetsAndMetricsParse() {
        #expect(Self.font.unitsPerEm == 1000)
        #expect(Self.font.ascent(fontSize: 10) == 8)
        #expect(Self.font.descent(fontSize: 10) == 2)
        #expect(Self.font.outline(of: "A", fontSize: 1000, x: 0, baselineY: 0) == [
            .move(x: 0, y: 0), .line(x: 0, y: -100), .line(x: 100, y: -100), .line(x: 100, y: 0), .close,
        ])
    }

    @Test func aContourWithoutOnCurvePointsStartsBetweenItsLastAndFirstPoints() {
        #expect(Self.font.outline(of: "B", fontSize: 1000, x: 0, baselineY: 0) == [
            .move(x: 0, y: -50),
            .quad(cx: 0, cy: -100, x: 50, y: -100),
            .quad(cx: 100, cy: -100, x: 100, y: -50),
            .quad(cx: 100, cy: 0, x: 50, y: 0),
            .quad(cx: 0, cy: 0, x: 0, y: -50),
            .close,
        ])
    }

    @Test func componentMatricesScaleButOffsetsAreNotScaled() {
        #expect(Self.font.outline(of: "C", fontSize: 1000, x: 0, baselineY: 0) == [
            .move(x: 10, y: -20), .line(x: 10, y: -70), .line(x: 60, y: -70), .line(x: 60, y: -20), .close,
        ])
    }

    @Test func pointMatchingAttachesComponentsAtTheNamedPoints() {
        let elements = Self.font.outline(of: "D", fontSize: 1000, x: 0, baselineY: 0)
        #expect(elements.count == 10)
        #expect(Array(elements.suffix(5)) == [
            .move(x: 100, y: -100), .line(x: 100, y: -200), .line(x: 200, y: -200), .line(x: 200, y: -100), .close,
        ])
    }

    @Test func aComponentReferencingAMissingGlyphThrows() {
        var builder = TestFontBuilder()
        builder.glyphs = [[], TestFontBuilder.compositeGlyph([.init(glyph: 7, arguments: (0, 0))])]
        builder.advances = [500, 500]
        #expect(throws: FontError.invalidGlyph(id: 1, reason: "component glyph 7 does not exist (the font has 2 glyphs)")) {
            try Font(data: builder.build())
        }
    }

    @Test func aFontWithoutAUnicodeCmapThrows() {
        var builder = TestFontBuilder()
        builder.glyphs = [[]]
        builder.advances = [500]
        var bytes = builder.build()
        // Turn the (3, 10) encoding record into (3, 0), the Windows symbol encoding.
        let cmap = Int(bytes[12 + 8]) << 24 | Int(bytes[12 + 9]) << 16 | Int(bytes[12 + 10]) << 8 | Int(bytes[12 + 11])
        bytes[cmap + 7] = 0
        #expect(throws: FontError.noUnicodeCharacterMap) { try Font(data: bytes) }
    }
}
