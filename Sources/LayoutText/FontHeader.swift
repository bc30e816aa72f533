/// The global numbers from `head`, `hhea` and `maxp` that the other tables depend on.
struct FontHeader {
    /// Font design units per em square.
    let unitsPerEm: Int
    /// Whether `loca` holds 32-bit offsets (otherwise 16-bit offsets divided by two).
    let longLocaOffsets: Bool
    /// Distance from the baseline to the top of the line, in font units (positive).
    let ascender: Int
    /// Distance from the baseline to the bottom of the line, in font units (negative, as stored).
    let descender: Int
    /// Extra space between lines, in font units.
    let lineGap: Int
    /// Number of full (advance, side bearing) records in `hmtx`.
    let horizontalMetricCount: Int
    /// Number of glyphs in the font.
    let glyphCount: Int

    private static let headMagicNumber: UInt32 = 0x5F0F_3CF5

    init(tables: TableDirectory) throws(FontError) {
        let head = try tables.table("head")
        guard try head.uint32(at: 12) == Self.headMagicNumber else {
            throw .invalidTable(tag: "head", reason: "magic number is not 0x5F0F3CF5")
        }
        let unitsPerEm = Int(try head.uint16(at: 18))
        // The spec allows 16...16384; zero would divide every metric by zero.
        guard (16...16384).contains(unitsPerEm) else {
            throw .invalidTable(tag: "head", reason: "unitsPerEm \(unitsPerEm) is outside 16...16384")
        }
        let locaFormat = try head.int16(at: 50)
        guard locaFormat == 0 || locaFormat == 1 else {
            throw .invalidTable(tag: "head", reason: "indexToLocFormat \(locaFormat) is neither 0 nor 1")
        }

        let hhea = try tables.table("hhea")
        let maxp = try tables.table("maxp")
        let glyphCount = Int(try maxp.uint16(at: 4))
        guard glyphCount > 0 else {
            throw .invalidTable(tag: "maxp", reason: "numGlyphs is 0, but glyph 0 (.notdef) is required")
        }
        let metricCount = Int(try hhea.uint16(at: 34))
        guard (1...glyphCount).contains(metricCount) else {
            throw .invalidTable(
                tag: "hhea", reason: "numberOfHMetrics \(metricCount) is outside 1...\(glyphCount) (numGlyphs)")
        }

        self.unitsPerEm = unitsPerEm
        self.longLocaOffsets = locaFormat == 1
        self.ascender = Int(try hhea.int16(at: 4))
        self.descender = Int(try hhea.int16(at: 6))
        self.lineGap = Int(try hhea.int16(at: 8))
        self.horizontalMetricCount = metricCount
        self.glyphCount = glyphCount
    }
}
