/// Decodes standard base64 (RFC 4648, with padding), as used for the embedded font.
enum Base64 {
    /// The decoded bytes, or nil if `text` is not well-formed base64.
    static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        let padding = characters.suffix(2).reversed().prefix { $0 == UInt8(ascii: "=") }.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count / 4 * 3)
        var buffer: UInt32 = 0
        var bufferedBits = 0
        for character in characters.dropLast(padding) {
            guard let value = sextet(character) else { return nil }
            buffer = buffer << 6 | value
            bufferedBits += 6
            if bufferedBits >= 8 {
                bufferedBits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bufferedBits)))
            }
        }
        return bytes
    }

    private static func sextet(_ character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
