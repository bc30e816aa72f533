/// The one check every text input (spec files, layout references) passes before it is parsed: UTF-8,
/// without NUL bytes, an optional UTF-8 byte order mark skipped. Text in another encoding is refused,
/// naming the file, rather than read as replacement characters or reported as a stray `ÿ`.
public enum UTF8Text {
    /// `bytes` without a leading UTF-8 byte order mark, or an error naming `file` when they are not UTF-8 text.
    static func checked(_ bytes: [UInt8], file: String) throws(SpecError) -> ArraySlice<UInt8> {
        if let reason = problem(bytes) { throw SpecError.unreadable(file: file, reason: reason) }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    }

    /// Why `bytes` are not UTF-8 text (`is not UTF-8 text (byte 0xFF at byte offset 12)`), nil when they are;
    /// a leading UTF-8 byte order mark is allowed.
    public static func problem(_ bytes: [UInt8]) -> String? {
        let encoding: String? =
            if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { "UTF-32" }
            else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { "UTF-16" }
            else { nil }
        if let encoding { return "is not UTF-8 text (it starts with a \(encoding) byte order mark; save it as UTF-8)" }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let bad = firstInvalidByte(text) else { return nil }
        let what = text[bad] == 0 ? "a NUL byte" : "byte 0x" + String(text[bad], radix: 16, uppercase: true)
        return "is not UTF-8 text (\(what) at byte offset \(bad))"
    }

    /// The position of the first byte that does not continue valid UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing past U+10FFFF) or is NUL; nil when all is valid.
    static func firstInvalidByte(_ text: ArraySlice<UInt8>) -> Int? {
        text.withUnsafeBufferPointer { b -> Int? in
            var i = 0
            let n = b.count
            while i < n {
                let lead = b[i]
                if lead < 0x80 {
                    if lead == 0 { return text.startIndex + i }
                    i += 1
                    continue
                }
                let length: Int, smallest: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: (length, smallest, scalar) = (2, 0x80, UInt32(lead & 0x1F))
                case 0xE0...0xEF: (length, smallest, scalar) = (3, 0x800, UInt32(lead & 0x0F))
                case 0xF0...0xF4: (length, smallest, scalar) = (4, 0x10000, UInt32(lead & 0x07))
                default: return text.startIndex + i
                }
                guard i + length <= n else { return text.startIndex + i }
                for k in 1..<length {
                    guard b[i + k] & 0xC0 == 0x80 else { return text.startIndex + i }
                    scalar = scalar << 6 | UInt32(b[i + k] & 0x3F)
                }
                guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return text.startIndex + i }
                i += length
            }
            return nil
        }
    }
}
