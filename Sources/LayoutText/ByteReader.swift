/// Bounds-checked big-endian reads within one region (a table or glyph) of the font file.
///
/// Offsets are relative to the region's start, so error messages match the offsets in the spec.
struct ByteReader {
    /// What the region is, for error messages (for example `table 'glyf'`).
    let context: String
    /// Number of bytes in the region.
    let count: Int
    private let bytes: [UInt8]
    private let start: Int

    /// A reader over the whole file.
    init(file bytes: [UInt8]) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
        self.context = "font file"
    }

    private init(bytes: [UInt8], start: Int, count: Int, context: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.context = context
    }

    /// The `length` bytes at `offset`, as a reader of their own.
    func region(at offset: Int, length: Int, context: String) throws(FontError) -> ByteReader {
        try check(offset, length)
        return ByteReader(bytes: bytes, start: start + offset, count: length, context: context)
    }

    /// Everything from `offset` to the end of this region.
    func region(from offset: Int, context: String) throws(FontError) -> ByteReader {
        try region(at: offset, length: count - min(offset, count), context: context)
    }

    func uint8(at offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    func int8(at offset: Int) throws(FontError) -> Int8 {
        Int8(bitPattern: try uint8(at: offset))
    }

    func uint16(at offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A signed 2.14 fixed-point number, as used for component scales.
    func f2dot14(at offset: Int) throws(FontError) -> Double {
        Double(try int16(at: offset)) / 16384
    }

    /// A four-letter table tag.
    func tag(at offset: Int) throws(FontError) -> String {
        try check(offset, 4)
        return String(decoding: bytes[(start + offset)..<(start + offset + 4)], as: UTF8.self)
    }

    private func check(_ offset: Int, _ length: Int) throws(FontError) {
        // Written so that huge values from corrupt fields cannot overflow.
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .truncated(context: context, offset: offset, length: length, available: count)
        }
    }
}
