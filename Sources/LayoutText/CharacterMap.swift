/// Maps Unicode scalars to glyph ids, from a `cmap` subtable in format 4 (BMP) or 12 (full range).
struct CharacterMap {
    /// How the scalars of one segment map to glyphs.
    private enum Rule {
        /// Format 4 with `idRangeOffset == 0`: `(scalar + delta) mod 65536`.
        case modularDelta(UInt16)
        /// Format 12: consecutive glyphs starting at this id.
        case consecutive(firstGlyph: UInt32)
        /// Format 4 through `glyphIdArray`: ids resolved at parse time, starting at this index of `explicitGlyphs`.
        case explicit(index: Int)
    }

    private struct Segment {
        let first: UInt32
        let last: UInt32
        let rule: Rule
    }

    /// Sorted by scalar, non-overlapping, so lookup can binary search.
    private let segments: [Segment]
    private let explicitGlyphs: [UInt16]
    private let glyphCount: Int

    init(cmap: ByteReader, glyphCount: Int) throws(FontError) {
        let subtable = try Self.bestUnicodeSubtable(in: cmap)
        var explicitGlyphs: [UInt16] = []
        switch try subtable.uint16(at: 0) {
        case 4: segments = try Self.format4Segments(subtable, explicitGlyphs: &explicitGlyphs)
        default: segments = try Self.format12Segments(subtable)
        }
        self.explicitGlyphs = explicitGlyphs
        self.glyphCount = glyphCount
    }

    /// The glyph for `scalar`, or 0 (.notdef) if the font has none or maps it out of range.
    ///
    /// O(log segments).
    func glyphID(for scalar: UInt32) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < segments.count, segments[low].first <= scalar else { return 0 }
        let segment = segments[low]
        let glyph: Int
        switch segment.rule {
        case .modularDelta(let delta):
            glyph = Int(UInt16(truncatingIfNeeded: scalar) &+ delta)
        case .consecutive(let firstGlyph):
            glyph = Int(firstGlyph) + Int(scalar - segment.first)
        case .explicit(let index):
            glyph = Int(explicitGlyphs[index + Int(scalar - segment.first)])
        }
        return glyph < glyphCount ? glyph : 0
    }

    /// Picks a Unicode subtable, preferring format 12 (full range) over format 4 (BMP only).
    private static func bestUnicodeSubtable(in cmap: ByteReader) throws(FontError) -> ByteReader {
        let recordCount = Int(try cmap.uint16(at: 2))
        var format4: ByteReader?
        for index in 0..<recordCount {
            let record = 4 + 8 * index
            let platform = try cmap.uint16(at: record)
            let encoding = try cmap.uint16(at: record + 2)
            // Platform 0 is Unicode in every encoding; Windows 1 and 10 are Unicode BMP and full.
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            let offset = Int(try cmap.uint32(at: record + 4))
            let subtable = try cmap.region(from: offset, context: "table 'cmap' subtable at \(offset)")
            switch try subtable.uint16(at: 0) {
            case 12: return subtable
            case 4: format4 = format4 ?? subtable
            default: continue
            }
        }
        guard let format4 else { throw .noUnicodeCharacterMap }
        return format4
    }

    private static func format4Segments(
        _ table: ByteReader, explicitGlyphs: inout [UInt16]
    ) throws(FontError) -> [Segment] {
        let segmentCount = Int(try table.uint16(at: 6)) / 2
        let endCodes = 14
        let startCodes = endCodes + 2 * segmentCount + 2
        let deltas = startCodes + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        var segments: [Segment] = []
        for index in 0..<segmentCount {
            let first = UInt32(try table.uint16(at: startCodes + 2 * index))
            let last = UInt32(try table.uint16(at: endCodes + 2 * index))
            let delta = try table.uint16(at: deltas + 2 * index)
            let rangeOffsetField = rangeOffsets + 2 * index
            let rangeOffset = Int(try table.uint16(at: rangeOffsetField))
            try checkOrder(first: first, last: last, after: segments.last, index: index)
            if rangeOffset == 0 {
                segments.append(Segment(first: first, last: last, rule: .modularDelta(delta)))
                continue
            }
            // idRangeOffset counts bytes from its own field into glyphIdArray.
            let arrayStart = explicitGlyphs.count
            for scalar in first...last {
                let raw = try table.uint16(at: rangeOffsetField + rangeOffset + 2 * Int(scalar - first))
                explicitGlyphs.append(raw == 0 ? 0 : raw &+ delta)
            }
            segments.append(Segment(first: first, last: last, rule: .explicit(index: arrayStart)))
        }
        return segments
    }

    private static func format12Segments(_ table: ByteReader) throws(FontError) -> [Segment] {
        let groupCount = Int(try table.uint32(at: 12))
        // Checked before looping so a corrupt count fails fast instead of after billions of reads.
        guard groupCount <= (table.count - 16) / 12 else {
            throw .truncated(context: table.context, offset: 16, length: 12 * groupCount, available: table.count)
        }
        var segments: [Segment] = []
        segments.reserveCapacity(groupCount)
        for index in 0..<groupCount {
            let group = 16 + 12 * index
            let first = try table.uint32(at: group)
            let last = try table.uint32(at: group + 4)
            let firstGlyph = try table.uint32(at: group + 8)
            try checkOrder(first: first, last: last, after: segments.last, index: index)
            segments.append(Segment(first: first, last: last, rule: .consecutive(firstGlyph: firstGlyph)))
        }
        return segments
    }

    /// Rejects empty, overlapping or unsorted segments as they are read, which also bounds the
    /// work of expanding format 4 glyph arrays to 65,536 entries in total.
    private static func checkOrder(
        first: UInt32, last: UInt32, after previous: Segment?, index: Int
    ) throws(FontError) {
        guard first <= last, last <= 0x10FFFF else {
            throw .invalidTable(tag: "cmap", reason: "segment \(index) has the invalid range \(first)...\(last)")
        }
        if let previous, previous.last >= first {
            throw .invalidTable(
                tag: "cmap",
                reason: "segment \(index) starting at \(first) is not after the previous one ending at \(previous.last)")
        }
    }
}
