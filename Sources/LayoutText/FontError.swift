/// Why font data could not be parsed; every case names where the problem is.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data has no bytes at all.
    case emptyData
    /// The file is not a TrueType font: CFF-flavoured OpenType (`OTTO`) and collections (`ttcf`) are not supported.
    case unsupportedFormat(signature: UInt32)
    /// A table the parser needs (`head`, `hhea`, `maxp`, `cmap`, `hmtx`, `loca`, `glyf`) is absent.
    case missingTable(tag: String)
    /// A read of `length` bytes at `offset` ran past the `available` bytes of `context` (a table or glyph).
    case truncated(context: String, offset: Int, length: Int, available: Int)
    /// A table holds a value the TrueType format does not allow.
    case invalidTable(tag: String, reason: String)
    /// The `cmap` table has no Unicode subtable in format 4 or 12.
    case noUnicodeCharacterMap
    /// The outline of glyph `id` is malformed.
    case invalidGlyph(id: Int, reason: String)

    /// A human-readable message saying what is wrong and what to do about it.
    public var description: String {
        let advice = "the font file is corrupt or truncated; use a complete TrueType (.ttf) file"
        switch self {
        case .emptyData:
            return "font data is empty; pass the bytes of a TrueType (.ttf) file"
        case .unsupportedFormat(let signature):
            return "unsupported font format \(Self.describe(signature: signature)); "
                + "only TrueType fonts with glyf outlines are supported (not CFF/OTTO or collections)"
        case .missingTable(let tag):
            return "required table '\(tag)' is missing; \(advice)"
        case .truncated(let context, let offset, let length, let available):
            return "\(context): reading \(length) bytes at offset \(offset) overruns "
                + "the \(available) bytes available; \(advice)"
        case .invalidTable(let tag, let reason):
            return "table '\(tag)' is invalid: \(reason); \(advice)"
        case .noUnicodeCharacterMap:
            return "the cmap table has no Unicode subtable in format 4 or 12, so characters cannot be mapped to glyphs"
        case .invalidGlyph(let id, let reason):
            return "glyph \(id) is invalid: \(reason); \(advice)"
        }
    }

    /// Shows a signature as its four ASCII letters when printable (`'OTTO'`), otherwise in hex.
    private static func describe(signature: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: signature >> $0) }
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return "'" + String(decoding: bytes, as: UTF8.self) + "'"
        }
        let hex = String(signature, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
