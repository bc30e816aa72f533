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
        if let reason = otherEncoding(bytes) { return reason }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let bad = firstInvalidByte(text) else { return nil }
        return invalidReason(text[bad], at: bad)
    }

    /// Refuses text that starts with the byte order mark of UTF-16 or UTF-32; `start` is its first bytes (four suffice).
    static func refuseOtherEncodings(_ start: some Collection<UInt8>, file: String) throws(SpecError) {
        if let reason = otherEncoding(start) { throw SpecError.unreadable(file: file, reason: reason) }
    }

    /// Why text starting with `start` is in another encoding, named by its byte order mark; nil when it is not.
    private static func otherEncoding(_ start: some Collection<UInt8>) -> String? {
        let encoding: String? =
            if start.starts(with: [0xFF, 0xFE, 0, 0]) || start.starts(with: [0, 0, 0xFE, 0xFF]) { "UTF-32" }
            else if start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF]) { "UTF-16" }
            else { nil }
        return encoding.map { "is not UTF-8 text (it starts with a \($0) byte order mark; save it as UTF-8)" }
    }

    /// The error for `byte`, the first that is not valid UTF-8, at byte `offset` of `file`.
    static func invalid(_ byte: UInt8, at offset: Int, file: String) -> SpecError {
        SpecError.unreadable(file: file, reason: invalidReason(byte, at: offset))
    }

    /// `is not UTF-8 text (byte 0xFF at byte offset 12)`, or `(a NUL byte at …)`.
    private static func invalidReason(_ byte: UInt8, at offset: Int) -> String {
        let what = byte == 0 ? "a NUL byte" : "byte 0x" + String(byte, radix: 16, uppercase: true)
        return "is not UTF-8 text (\(what) at byte offset \(offset))"
    }

    /// The position of the first byte that does not continue valid UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing past U+10FFFF) or is NUL; nil when all is valid.
    static func firstInvalidByte(_ text: ArraySlice<UInt8>) -> Int? {
        let (valid, _) = text.withUnsafeBufferPointer { validPrefix($0) }
        return valid < text.count ? text.startIndex + valid : nil
    }

    /// How many bytes of `b` from its start are valid UTF-8 without NUL, and whether the byte after them is
    /// invalid (`false`: they stop at a sequence cut off by the end of `b`, which the next bytes of a file
    /// read in pieces may complete).
    static func validPrefix(_ b: UnsafeBufferPointer<UInt8>) -> (count: Int, invalid: Bool) {
        var i = 0
        let n = b.count
        while i < n {
            let lead = b[i]
            if lead < 0x80 {
                if lead == 0 { return (i, true) }
                i += 1
                continue
            }
            let length: Int, smallest: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: (length, smallest, scalar) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, smallest, scalar) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, smallest, scalar) = (4, 0x10000, UInt32(lead & 0x07))
            default: return (i, true)
            }
            for k in 1..<length {
                guard i + k < n else { return (i, false) }
                guard b[i + k] & 0xC0 == 0x80 else { return (i, true) }
                scalar = scalar << 6 | UInt32(b[i + k] & 0x3F)
            }
            guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return (i, true) }
            i += length
        }
        return (n, false)
    }
}
