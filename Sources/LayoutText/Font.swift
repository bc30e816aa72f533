/// A parsed TrueType font: metrics for measuring text and glyph outlines for drawing it.
///
/// Text is laid out on one line, one glyph per Unicode scalar, with no kerning or shaping:
/// its width is the sum of the glyphs' advance widths. An emoji cluster takes the advance iOS's emoji
/// font gives it and no glyph (`Font+Emoji`, `emojiBoxes`). Other scalars the font has no glyph for
/// (including control characters such as newline) use glyph 0, `.notdef`, drawn as a box.
public struct Font: Sendable {
    /// Font design units per em; sizes in points scale by `fontSize / unitsPerEm`.
    public let unitsPerEm: Int
    /// Vertical metrics from `hhea`, in font units; the descender is negative.
    private let ascenderUnits: Int
    private let descenderUnits: Int
    private let lineGapUnits: Int
    private let characterMap: CharacterMap
    /// Advance width of every glyph, in font units.
    private let advances: [UInt16]
    /// Advance width of ASCII scalars, so measuring plain text skips the cmap search.
    private let asciiAdvances: [UInt16]
    /// Outline of every glyph in font units, y up.
    private let outlines: [[PathElement]]

    /// Parses a TrueType (`glyf`) font file, validating every glyph up front.
    ///
    /// Throws `FontError` for empty, truncated, corrupt or non-TrueType data.
    public init(data: [UInt8]) throws(FontError) {
        let tables = try TableDirectory(file: ByteReader(file: data))
        let header = try FontHeader(tables: tables)
        let characterMap = try CharacterMap(cmap: tables.table("cmap"), glyphCount: header.glyphCount)
        let advances = try HorizontalMetrics.advances(hmtx: tables.table("hmtx"), header: header)
        let glyphs = try GlyphTable(loca: tables.table("loca"), glyf: tables.table("glyf"), header: header)

        self.unitsPerEm = header.unitsPerEm
        self.ascenderUnits = header.ascender
        self.descenderUnits = header.descender
        self.lineGapUnits = header.lineGap
        self.characterMap = characterMap
        self.advances = advances
        self.asciiAdvances = (0..<128).map { advances[characterMap.glyphID(for: UInt32($0))] }
        self.outlines = try glyphs.allContours().map(GlyphOutline.elements(of:))
    }

    /// Height above the baseline of the font's tallest glyphs (`hhea` ascender), in points.
    public func ascent(fontSize: Double) -> Double {
        points(ascenderUnits, fontSize: fontSize)
    }

    /// Depth below the baseline of the font's lowest glyphs (`hhea` descender), as a positive number of points.
    public func descent(fontSize: Double) -> Double {
        points(-descenderUnits, fontSize: fontSize)
    }

    /// Recommended extra space between one line's descent and the next line's ascent, in points.
    public func lineGap(fontSize: Double) -> Double {
        points(lineGapUnits, fontSize: fontSize)
    }

    /// Width of `text` in points: the sum of its glyphs' advance widths (no kerning), an emoji cluster one
    /// `emojiAdvance`.
    ///
    /// O(n) in the number of scalars; ASCII takes a table lookup per scalar.
    public func advanceWidth(of text: String, fontSize: Double) -> Double {
        if Self.mayHoldEmoji(text) {
            var width = 0.0
            walk(text, fontSize: fontSize) { _, pen, _ in width = pen }
            return width
        }
        var units = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            units += Int(value < 128 ? asciiAdvances[Int(value)] : advances[characterMap.glyphID(for: value)])
        }
        return points(units, fontSize: fontSize)
    }

    /// The outlines of `text` set on one line with its origin at (`x`, `baselineY`), in points, y down.
    ///
    /// Glyph `i` starts at `x` plus the advance widths of the glyphs before it; fill with non-zero winding.
    /// An emoji cluster draws nothing here but advances the pen (`emojiBoxes` says where it goes).
    public func outline(of text: String, fontSize: Double, x: Double, baselineY: Double) -> [PathElement] {
        let scale = fontSize / Double(unitsPerEm)
        var elements: [PathElement] = []
        walk(text, fontSize: fontSize) { glyph, pen, _ in
            guard let glyph else { return }
            elements += outlines[glyph].lazy.map { $0.placed(scale: scale, dx: x + pen, dy: baselineY) }
        }
        return elements
    }

    /// Calls `body` for each glyph of `text` in order with the pen's position before it (in points), and once at
    /// the end with a nil glyph and character and the whole width; an emoji cluster comes as a nil glyph with
    /// its character. Plain text goes scalar by scalar, without grapheme breaking.
    func walk(_ text: String, fontSize: Double, _ body: (_ glyph: Int?, _ pen: Double, _ emoji: Character?) -> Void) {
        let scale = fontSize / Double(unitsPerEm)
        var penUnits = 0.0
        func glyphs(_ scalars: some Sequence<Unicode.Scalar>) {
            for scalar in scalars {
                let glyph = characterMap.glyphID(for: scalar.value)
                body(glyph, penUnits * scale, nil)
                penUnits += Double(advances[glyph])
            }
        }
        if Self.mayHoldEmoji(text) {
            for character in text {
                if Self.isEmoji(character) {
                    body(nil, penUnits * scale, character)
                    penUnits += Self.emojiAdvance * Double(unitsPerEm)
                } else {
                    glyphs(character.unicodeScalars)
                }
            }
        } else {
            glyphs(text.unicodeScalars)
        }
        body(nil, penUnits * scale, nil)
    }

    /// Whether the font has a glyph of its own for `scalar` rather than falling back to `.notdef`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        characterMap.glyphID(for: scalar.value) != 0
    }

    private func points(_ units: Int, fontSize: Double) -> Double {
        Double(units) * fontSize / Double(unitsPerEm)
    }
}
