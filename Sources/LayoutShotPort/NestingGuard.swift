/// What the tool refuses to parse, read from the text alone before swift-syntax sees it: the tool's own walks recurse
/// once a level, and swift-syntax's look-ahead over nested array literals grows fourfold every two levels (20 levels
/// took 12 s, 24 more than 30 s; swiftc takes under a second). Legal Swift past these limits is refused with the line
/// where it passes them, never parsed into a crash or a hang.
enum NestingGuard {
    /// The deepest nesting of brackets, parentheses, braces and generic angle brackets read.
    static let maximumDepth = 100
    /// The deepest nesting of square brackets read (array and dictionary literals and types).
    static let maximumSquareDepth = 16
    /// The longest chain of member accesses read (`a.b.c…`).
    static let maximumChain = 500

    /// Why `text` is refused, with its 1-based line; `nil` when it is within every limit.
    static func refusal(of text: String) -> (line: Int, message: String)? {
        var line = 1
        var stack: [UInt8] = [], squares = 0, chain = 0
        var previous: UInt8 = 0
        var inString = false, inLineComment = false, blockComments = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            defer { index += 1 }
            if byte == UInt8(ascii: "\n") {
                line += 1
                inLineComment = false
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") { blockComments -= 1; index += 1 }
                continue
            }
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"): blockComments += 1; index += 1
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "{"): stack.append(byte)
            case UInt8(ascii: "["):
                stack.append(byte)
                squares += 1
                if squares > maximumSquareDepth {
                    return (line, "square brackets nest more than \(maximumSquareDepth) deep: the parser's time grows fourfold every two levels past that; name the inner values")
                }
            case UInt8(ascii: "<") where isIdentifier(previous):
                stack.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                if byte == UInt8(ascii: ">"), stack.last != UInt8(ascii: "<") { break }
                if let open = stack.popLast(), open == UInt8(ascii: "[") { squares -= 1 }
            case UInt8(ascii: "."):
                chain = isIdentifier(next) ? chain + 1 : chain
                if chain > maximumChain {
                    return (line, "a chain of more than \(maximumChain) member accesses: split it with intermediate values")
                }
            default:
                if !isIdentifier(byte), byte != UInt8(ascii: " ") { chain = 0 }
            }
            if stack.count > maximumDepth {
                return (line, "brackets, parentheses, braces or generic arguments nest more than \(maximumDepth) deep: split the expression or type")
            }
            if byte != UInt8(ascii: " ") { previous = byte }
        }
        return nil
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
