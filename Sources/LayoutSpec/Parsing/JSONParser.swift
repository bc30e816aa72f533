/// A strict JSON parser (RFC 8259) that reports line and column, keeps key order and rejects duplicates.
struct JSONParser {
    /// The text, or the window on it that a parser reading a file piece by piece holds (see `JSONParser+Refill`).
    var bytes: ArraySlice<UInt8>
    let file: String
    var position: Int
    var depth = 0
    /// Where the text continues past `bytes`: nil when `bytes` hold all of it.
    var source: JSONSource?
    /// The line and column of `bytes.startIndex`, once bytes before it are dropped.
    var origin = (line: 1, column: 1)
    private static let maximumDepth = 512

    /// Parses `bytes` as one JSON value followed only by white space.
    static func parse(_ bytes: ArraySlice<UInt8>, file: String) throws(SpecError) -> SpecValue {
        var parser = JSONParser(bytes: bytes, file: file)
        parser.skipWhitespace()
        if parser.position == bytes.endIndex {
            throw SpecError.unreadable(file: file, reason: "the file is empty; expected a JSON object")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.endIndex { throw parser.error("unexpected text after the end of the JSON value") }
        return value
    }

    init(bytes: ArraySlice<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        position = bytes.startIndex
    }

    func error(_ message: String, at offset: Int? = nil) -> SpecError {
        let end = min(offset ?? position, bytes.endIndex)
        var (line, column) = origin
        for byte in bytes[bytes.startIndex..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .syntax(file: file, line: line, column: column, message: message)
    }

    /// Whether the text ends at `position`; a window on a file is refilled first.
    var atEnd: Bool {
        mutating get { position < bytes.endIndex ? false : !refill() }
    }

    mutating func skipWhitespace() {
        while !atEnd {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(SpecError) -> SpecValue {
        guard !atEnd else { throw error("unexpected end of file: the JSON is truncated") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[position]))'; expected a JSON value")
        }
    }

    private mutating func expectWord(_ word: String) throws(SpecError) {
        for byte in word.utf8 {
            guard !atEnd, bytes[position] == byte else {
                throw atEnd ? error("unexpected end of file: the JSON is truncated") : error("invalid literal; expected '\(word)'")
            }
            position += 1
        }
    }

    mutating func enter() throws(SpecError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(SpecError) -> SpecValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var pairs: [(key: String, value: SpecValue)] = []
        // Duplicates are looked for among the pairs while an object is small (an element of a layout file),
        // in a set once it is not.
        var seen = Set<String>()
        skipWhitespace()
        if !atEnd, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyStart = position
            let key = try parseString()
            if pairs.count < 16 {
                guard !pairs.contains(where: { $0.key == key }) else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            } else {
                if seen.isEmpty { seen = Set(pairs.map(\.key)) }
                guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            }
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            guard bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            position += 1
            skipWhitespace()
            pairs.append((key, try parseValue()))
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(pairs)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(SpecError) -> SpecValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var values: [SpecValue] = []
        skipWhitespace()
        if !atEnd, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an array: the JSON is truncated") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(values)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    mutating func parseString() throws(SpecError) -> String {
        position += 1
        // Most strings (every key) have no escape: made from their bytes at once.
        var end = position
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.endIndex, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) {
            if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard !atEnd else { throw error("unexpected end of file inside a string: the JSON is truncated") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                flush(position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(position)
                position += 1
                scalars.append(try parseEscape())
                run = position
            case 0..<0x20:
                throw error("control character in a string; escape it")
            default:
                position += 1
            }
        }
    }

    private mutating func parseEscape() throws(SpecError) -> Unicode.Scalar {
        guard !atEnd else { throw error("unexpected end of file inside a string: the JSON is truncated") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard !atEnd, position + 1 < bytes.endIndex || refill(), bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate in \\u escape") }
                position += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(Unicode.Scalar(byte))' in a string")
        }
    }

    private mutating func parseHex4() throws(SpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard !atEnd else { throw error("unexpected end of file inside a string: the JSON is truncated") }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SpecError) -> Double {
        let start = position
        func digits() -> Int {
            let from = position
            while !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let intStart = position
        guard digits() > 0 else { throw error("invalid number: expected a digit") }
        if bytes[intStart] == UInt8(ascii: "0"), position - intStart > 1 {
            throw error("invalid number: leading zeros are not allowed", at: start)
        }
        if !atEnd, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("invalid number: expected a digit after '.'") }
        }
        if !atEnd, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if !atEnd, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("invalid number: expected a digit in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw error("invalid number", at: start)
        }
        return value
    }
}
