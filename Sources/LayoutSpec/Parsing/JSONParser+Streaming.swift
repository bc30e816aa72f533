/// Reading a large JSON document piece by piece: objects and arrays are walked key by key and element by
/// element, and only the values asked for become `SpecValue` trees, so a layout reference of a million
/// elements is read with one element's tree in memory at a time.
extension JSONParser {
    /// The first byte of the next value, white space skipped; nil at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return atEnd ? nil : bytes[position]
    }

    /// The next value as a tree.
    mutating func value() throws(SpecError) -> SpecValue {
        skipWhitespace()
        return try parseValue()
    }

    /// Walks the object that comes next, calling `body` with each key; `body` must read the key's value.
    /// Duplicate keys are refused as `parse` refuses them.
    mutating func object(_ body: (inout JSONParser, String) throws(SpecError) -> Void) throws(SpecError) {
        skipWhitespace()
        guard !atEnd else { throw error("unexpected end of file: the JSON is truncated") }
        guard bytes[position] == UInt8(ascii: "{") else { throw error("expected an object") }
        try enter()
        position += 1
        var seen = Set<String>()
        skipWhitespace()
        if !atEnd, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyStart = position
            let key = try parseString()
            guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            guard bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            position += 1
            try body(&self, key)
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an object: the JSON is truncated") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// Walks the array that comes next, calling `body` with each element's index; `body` must read the element.
    mutating func array(_ body: (inout JSONParser, Int) throws(SpecError) -> Void) throws(SpecError) {
        skipWhitespace()
        guard !atEnd else { throw error("unexpected end of file: the JSON is truncated") }
        guard bytes[position] == UInt8(ascii: "[") else { throw error("expected an array") }
        try enter()
        position += 1
        skipWhitespace()
        if !atEnd, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return
        }
        var index = 0
        while true {
            try body(&self, index)
            index += 1
            skipWhitespace()
            guard !atEnd else { throw error("unexpected end of file inside an array: the JSON is truncated") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    /// Refuses anything but white space after the value just read.
    mutating func end() throws(SpecError) {
        skipWhitespace()
        if !atEnd { throw error("unexpected text after the end of the JSON value") }
    }
}
