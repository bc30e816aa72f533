/// The pass over a layout file made before it is parsed, piece by piece: checks that it is UTF-8 text (as
/// `UTF8Text.checked` does for text held whole) and counts the objects where elements stand, so that a file
/// past the element limit is refused before parsing and the elements read get room counted beforehand.
struct LayoutFileScan {
    /// The first documents whose elements are counted one by one, for room; a file of more documents reads the
    /// rest without.
    static let countedDocuments = 4096

    /// Objects opened at nesting 2: a document's elements.
    private(set) var depth2 = 0
    /// Objects opened at nesting 3: the elements of an array of documents.
    private(set) var depth3 = 0
    /// Objects at nesting 3 in each of the first `countedDocuments` objects at nesting 1.
    private(set) var perDocument: [Int] = []
    /// The first byte outside white space; nil while there is none.
    private(set) var first: UInt8?
    private var depth = 0, inString = false, escaped = false, documents = 0

    /// Counts in `piece`, the bytes that follow those counted before (strings skipped, nothing allocated but
    /// the per-document counts).
    mutating func count(_ piece: UnsafeBufferPointer<UInt8>) {
        var depth = self.depth, inString = self.inString, escaped = self.escaped
        var depth2 = self.depth2, depth3 = self.depth3
        for byte in piece {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            if first == nil, byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { first = byte }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                switch depth {
                case 1:
                    documents += 1
                    if documents <= Self.countedDocuments { perDocument.append(0) }
                case 2: depth2 += 1
                case 3:
                    depth3 += 1
                    if documents > 0, documents <= Self.countedDocuments { perDocument[documents - 1] += 1 }
                default: break
                }
                depth += 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        (self.depth, self.inString, self.escaped, self.depth2, self.depth3) = (depth, inString, escaped, depth2, depth3)
    }

    /// The elements counted where a file starting with `first` keeps them.
    var elements: Int { first == UInt8(ascii: "[") ? depth3 : depth2 }
}
