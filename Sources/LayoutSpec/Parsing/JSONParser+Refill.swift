/// Parsing a file without holding all of it: the parser's bytes are a window that grows by one piece of the
/// file whenever parsing reaches its end, and from which the bytes already read are dropped where no position
/// into them is kept (between the elements of a large array). Messages are the same as for text held whole:
/// line and column count on from the dropped bytes.
extension JSONParser {
    /// A parser over the file `source` reads, from its current offset.
    init(source: JSONSource, file: String) {
        self.init(bytes: [], file: file)
        self.source = source
    }

    /// Appends the next piece of the file to `bytes`; false at its end (or when it cannot be read, which
    /// `source.failed` then tells).
    mutating func refill() -> Bool {
        guard source != nil else { return false }
        return source!.append(to: &bytes)
    }

    /// Drops the bytes before `position` once they are many: only between values, where nothing holds an
    /// offset into them.
    mutating func dropConsumed() {
        guard let source, position - bytes.startIndex >= source.pieceBytes else { return }
        for byte in bytes[bytes.startIndex..<position] {
            if byte == UInt8(ascii: "\n") {
                origin = (origin.line + 1, 1)
            } else if byte & 0xC0 != 0x80 {
                origin.column += 1
            }
        }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.endIndex - position + 2 * source.pieceBytes)
        kept.append(contentsOf: bytes[position...])
        bytes = kept[...]
        position = bytes.startIndex
    }
}

/// An opened file read in pieces from an offset up to the size it had when it was opened.
struct JSONSource {
    /// The bytes read at a time unless told otherwise.
    static let defaultPieceBytes = 1 << 20
    let file: InputFile.Opened
    /// The bytes read at a time.
    let pieceBytes: Int
    /// Where the next piece starts.
    private(set) var offset: Int
    /// Whether reading failed: what was read before is then all there is.
    private(set) var failed = false

    init(file: InputFile.Opened, offset: Int, pieceBytes: Int = defaultPieceBytes) {
        self.file = file
        self.offset = offset
        self.pieceBytes = pieceBytes
    }

    /// Appends the next piece (at most `pieceBytes`, never past the size the file was opened with) to `bytes`;
    /// false when nothing is left or reading fails.
    mutating func append(to bytes: inout ArraySlice<UInt8>) -> Bool {
        let count = min(pieceBytes, file.size - offset)
        guard count > 0, !failed else { return false }
        let start = bytes.endIndex
        bytes.append(contentsOf: repeatElement(0, count: count))
        let got = bytes.withUnsafeMutableBytes { [offset, file] all in
            file.read(into: UnsafeMutableRawBufferPointer(rebasing: all[(all.count - count)...]), at: offset)
        }
        guard let got else {
            failed = true
            bytes.removeSubrange(start...)
            return false
        }
        bytes.removeSubrange((start + got)...)
        offset += got
        return got > 0
    }
}
