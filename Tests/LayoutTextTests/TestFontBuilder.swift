@testable import LayoutText

/// Assembles minimal TrueType files in memory, to exercise what the embedded font lacks:
/// a format 12 cmap, long `loca` offsets, contours without on-curve points, scaled and
/// point-matched composite components.
struct TestFontBuilder {
    /// A point of a simple glyph, in font units.
    struct Point {
        var x: Int16
        var y: Int16
        var onCurve = true
    }

    /// A composite glyph's component.
    struct Component {
        var glyph: UInt16
        /// Either an (x, y) offset or, with `matchesPoints`, (parent point, component point).
        var arguments: (Int, Int)
        var matchesPoints = false
        /// 2×2 matrix in F2Dot14 (xx, yx, xy, yy); nil for none.
        var matrix: (Double, Double, Double, Double)?
    }

    var unitsPerEm: UInt16 = 1000
    var ascender: Int16 = 800
    var descender: Int16 = -200
    /// Raw `glyf` records; glyph 0 is .notdef.
    var glyphs: [[UInt8]] = []
    var advances: [UInt16] = []
    /// Format 12 groups: scalars `first...last` map to consecutive glyphs from `glyph`.
    var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []

    static func simpleGlyph(_ contours: [[Point]]) -> [UInt8] {
        let points = contours.flatMap { $0 }
        var bytes = int16(Int16(contours.count)) + [UInt8](repeating: 0, count: 8)
        var end = -1
        for contour in contours {
            end += contour.count
            bytes += uint16(UInt16(end))
        }
        bytes += uint16(0)  // no instructions
        // Every coordinate as a full 16-bit delta: no short or repeat flags.
        bytes += points.map { $0.onCurve ? 1 : 0 }
        var previous: Int16 = 0
        for point in points {
            bytes += int16(point.x &- previous)
            previous = point.x
        }
        previous = 0
        for point in points {
            bytes += int16(point.y &- previous)
            previous = point.y
        }
        return bytes
    }

    static func compositeGlyph(_ components: [Component]) -> [UInt8] {
        var bytes = int16(-1) + [UInt8](repeating: 0, count: 8)
        for (index, component) in components.enumerated() {
            var flags: UInt16 = 0x0001  // arguments are words
            if !component.matchesPoints { flags |= 0x0002 }
            if component.matrix != nil { flags |= 0x0080 }
            if index < components.count - 1 { flags |= 0x0020 }
            bytes += uint16(flags) + uint16(component.glyph)
            bytes += uint16(UInt16(truncatingIfNeeded: component.arguments.0))
            bytes += uint16(UInt16(truncatingIfNeeded: component.arguments.1))
            if let (xx, yx, xy, yy) = component.matrix {
                for value in [xx, yx, xy, yy] { bytes += int16(Int16(value * 16384)) }
            }
        }
        return bytes
    }

    /// The font file, with 32-bit `loca` offsets.
    func build() -> [UInt8] {
        var glyf: [UInt8] = []
        var loca: [UInt8] = []
        for glyph in glyphs {
            loca += uint32(UInt32(glyf.count))
            glyf += glyph + [UInt8](repeating: 0, count: glyph.count % 2)
        }
        loca += uint32(UInt32(glyf.count))

        var head = uint32(0x0001_0000) + uint32(0x0001_0000) + uint32(0) + uint32(0x5F0F_3CF5)
        head += uint16(0) + uint16(unitsPerEm) + [UInt8](repeating: 0, count: 16 + 8 + 6)
        head += int16(1) + int16(0)  // indexToLocFormat: long; glyphDataFormat
        var hhea = uint32(0x0001_0000) + int16(ascender) + int16(descender) + int16(0)
        hhea += [UInt8](repeating: 0, count: 24) + uint16(UInt16(advances.count))
        let maxp = uint32(0x0000_5000) + uint16(UInt16(glyphs.count))
        let hmtx = advances.flatMap { uint16($0) + int16(0) }
        var cmap = uint16(0) + uint16(1) + uint16(3) + uint16(10) + uint32(12)
        cmap += uint16(12) + uint16(0) + uint32(UInt32(16 + 12 * groups.count)) + uint32(0)
        cmap += uint32(UInt32(groups.count))
        for group in groups { cmap += uint32(group.first) + uint32(group.last) + uint32(group.glyph) }

        return Self.sfnt(["cmap": cmap, "glyf": glyf, "head": head, "hhea": hhea, "hmtx": hmtx, "loca": loca, "maxp": maxp])
    }

    /// Lays tables out after the directory, sorted by tag and 4-byte aligned.
    static func sfnt(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        var directory = uint32(0x0001_0000) + uint16(UInt16(tags.count)) + [UInt8](repeating: 0, count: 6)
        var body: [UInt8] = []
        let bodyStart = 12 + 16 * tags.count
        for tag in tags {
            let table = tables[tag]!
            directory += Array(tag.utf8) + uint32(0) + uint32(UInt32(bodyStart + body.count)) + uint32(UInt32(table.count))
            body += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
        }
        return directory + body
    }
}

// Big-endian encoders, as every sfnt field is stored.
private func uint16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
private func int16(_ value: Int16) -> [UInt8] { uint16(UInt16(bitPattern: value)) }
private func uint32(_ value: UInt32) -> [UInt8] { uint16(UInt16(value >> 16)) + uint16(UInt16(value & 0xFFFF)) }

/// The embedded font file's bytes, and where its tables are, for corrupting them in tests.
enum EmbeddedFontFile {
    static let bytes: [UInt8] = Base64.decode(EmbeddedFontData.base64)!

    /// Offset and length of table `tag` from the table directory.
    static func table(_ tag: String) -> (offset: Int, length: Int) {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == tag {
                return (read32(record + 8), read32(record + 12))
            }
        }
        fatalError("the embedded font has no '\(tag)' table")
    }

    static func read16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }

    private static func read32(_ offset: Int) -> Int { read16(offset) << 16 | read16(offset + 2) }
}
