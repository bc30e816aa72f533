/// Reads advance widths from the `hmtx` table.
enum HorizontalMetrics {
    /// One advance width per glyph, in font units.
    ///
    /// Glyphs past `numberOfHMetrics` share the last record's advance (monospaced tails).
    static func advances(hmtx: ByteReader, header: FontHeader) throws(FontError) -> [UInt16] {
        var advances: [UInt16] = []
        advances.reserveCapacity(header.glyphCount)
        for index in 0..<header.horizontalMetricCount {
            advances.append(try hmtx.uint16(at: 4 * index))
        }
        let last = advances[advances.count - 1]
        advances.append(contentsOf: repeatElement(last, count: header.glyphCount - advances.count))
        return advances
    }
}
