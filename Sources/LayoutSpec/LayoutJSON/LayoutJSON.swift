import LayoutCore

/// The layout output of docs/formats.md (`layoutshot layout`): viewport, offset, content size and every
/// element with effects applied, one element per line so that text diffs stay readable.
public enum LayoutJSON {
    /// The JSON text of a layout document.
    public static func encode(_ document: LayoutDocument) -> String {
        let f = DecimalFormat.format
        var out = "{\"viewport\": [\(f(document.viewport.width)), \(f(document.viewport.height))], "
        out += "\"offset\": [\(f(document.offset.x)), \(f(document.offset.y))], "
        out += "\"contentSize\": [\(f(document.contentSize.width)), \(f(document.contentSize.height))],\n \"elements\": ["
        for (i, e) in document.elements.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += "{\"kind\": \"\(e.kind.rawValue)\", \"section\": \(e.section), \"item\": \(e.item), "
            out += "\"frame\": [\(f(e.frame.x)), \(f(e.frame.y)), \(f(e.frame.width)), \(f(e.frame.height))], "
            out += "\"zIndex\": \(e.zIndex), \"scale\": \(f(e.scale)), \"alpha\": \(f(e.alpha))"
            if e.cornerRadius != 0 { out += ", \"cornerRadius\": \(f(e.cornerRadius))" }
            if let kind = e.elementKind { out += ", \"elementKind\": \(JSONString.quoted(kind))" }
            if e.isHidden { out += ", \"isHidden\": true" }
            if let color = e.color { out += ", \"color\": \"\(color.hexString)\"" }
            if !e.transform.isIdentity {
                let t = e.transform
                out += ", \"transform\": [\(f(t.a)), \(f(t.b)), \(f(t.c)), \(f(t.d)), \(f(t.tx)), \(f(t.ty))]"
            }
            out += "}"
        }
        out += document.elements.isEmpty ? "]}\n" : "\n ]}\n"
        return out
    }

    /// The most elements read from one layout file, over all its documents: the element limit of a spec.
    public static let maximumElements = ItemsDecoder.maximumElements

    /// Reads layout output back (for layout diffs); errors name the file and the JSON path.
    public static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> LayoutDocument {
        try decode(bytes, file: file, maximumElements: maximumElements)
    }

    /// `decode(_:file:)` refusing a file of more than `limit` elements.
    static func decode(_ bytes: [UInt8], file: String, maximumElements limit: Int) throws(SpecError) -> LayoutDocument {
        let (checked, scan) = try checkedParser(of: .bytes(bytes), file: file, limit: limit)
        var parser = checked
        return try document(&parser, scan: scan, limit: limit)
    }

    /// Reads the layout file `opened` (at `file`) as `decode(_:file:)` reads its bytes, but piece by piece:
    /// what is held is the elements read and a piece of the file, never all of it.
    public static func decode(_ opened: InputFile.Opened, file: String) throws(SpecError) -> LayoutDocument {
        try decode(opened, file: file, maximumElements: maximumElements, pieceBytes: JSONSource.defaultPieceBytes)
    }

    /// `decode(_:file:)` of an opened file, refusing more than `limit` elements, reading `pieceBytes` at a time.
    static func decode(_ opened: InputFile.Opened, file: String, maximumElements limit: Int, pieceBytes: Int) throws(SpecError) -> LayoutDocument {
        let (checked, scan) = try checkedParser(of: .file(opened, pieceBytes: pieceBytes), file: file, limit: limit)
        var parser = checked
        return try reading(&parser) { (parser: inout JSONParser) throws(SpecError) in
            try document(&parser, scan: scan, limit: limit)
        }
    }

    /// The one document of a file.
    private static func document(_ parser: inout JSONParser, scan: LayoutFileScan, limit: Int) throws(SpecError) -> LayoutDocument {
        var read = 0
        let document = try document(&parser, path: "", expecting: scan.depth2, read: &read, limit: limit)
        try parser.end()
        return document
    }

    /// The JSON text of several documents (a layout seen at several offsets): one document alone as
    /// `encode` writes it, several as a JSON array of them.
    public static func encode(_ documents: [LayoutDocument]) -> String {
        guard documents.count != 1 else { return encode(documents[0]) }
        return "[\n" + documents.map(encode).joined(separator: ",\n") + "]\n"
    }

    /// Reads what `encode(_: [LayoutDocument])` writes: one document, or an array of them.
    public static func decodeDocuments(_ bytes: [UInt8], file: String) throws(SpecError) -> [LayoutDocument] {
        try decodeDocuments(bytes, file: file, maximumElements: maximumElements)
    }

    /// `decodeDocuments(_:file:)` refusing a file of more than `limit` elements over all its documents.
    static func decodeDocuments(_ bytes: [UInt8], file: String, maximumElements limit: Int) throws(SpecError) -> [LayoutDocument] {
        let (checked, scan) = try checkedParser(of: .bytes(bytes), file: file, limit: limit)
        var parser = checked
        return try documents(&parser, scan: scan, limit: limit)
    }

    /// Reads the layout file `opened` (at `file`) as `decodeDocuments(_:file:)` reads its bytes, but piece by piece.
    public static func decodeDocuments(_ opened: InputFile.Opened, file: String) throws(SpecError) -> [LayoutDocument] {
        try decodeDocuments(opened, file: file, maximumElements: maximumElements, pieceBytes: JSONSource.defaultPieceBytes)
    }

    /// `decodeDocuments(_:file:)` of an opened file, refusing more than `limit` elements, reading `pieceBytes` at a time.
    static func decodeDocuments(
        _ opened: InputFile.Opened, file: String, maximumElements limit: Int, pieceBytes: Int
    ) throws(SpecError) -> [LayoutDocument] {
        let (checked, scan) = try checkedParser(of: .file(opened, pieceBytes: pieceBytes), file: file, limit: limit)
        var parser = checked
        return try reading(&parser) { (parser: inout JSONParser) throws(SpecError) in
            try documents(&parser, scan: scan, limit: limit)
        }
    }

    /// One document, or the documents of an array.
    private static func documents(_ parser: inout JSONParser, scan: LayoutFileScan, limit: Int) throws(SpecError) -> [LayoutDocument] {
        var read = 0
        guard parser.peek() == UInt8(ascii: "[") else {
            let document = try document(&parser, path: "", expecting: scan.depth2, read: &read, limit: limit)
            try parser.end()
            return [document]
        }
        var documents: [LayoutDocument] = []
        try parser.array { (parser: inout JSONParser, index: Int) throws(SpecError) in
            let expecting = index < scan.perDocument.count ? scan.perDocument[index] : 0
            documents.append(try document(&parser, path: "[\(index)]", expecting: expecting, read: &read, limit: limit))
        }
        try parser.end()
        return documents
    }

    /// `body`'s result; when the file could not be read to its end, that error rather than what parsing the
    /// part read found.
    private static func reading<T>(
        _ parser: inout JSONParser, _ body: (inout JSONParser) throws(SpecError) -> T
    ) throws(SpecError) -> T {
        do {
            return try body(&parser)
        } catch {
            if parser.source?.failed == true { throw SpecError.unreadable(file: parser.file, reason: "cannot be read") }
            throw error
        }
    }

    /// Where a layout file's text is: held whole, or in a file opened to be read piece by piece.
    private enum Text {
        case bytes([UInt8])
        case file(InputFile.Opened, pieceBytes: Int)
    }

    /// A streaming parser over `text` once it is known to be UTF-8 text holding something and, by a count of
    /// the objects where elements stand made before anything is parsed, at most `limit` elements; and that count.
    private static func checkedParser(of text: Text, file: String, limit: Int) throws(SpecError) -> (JSONParser, LayoutFileScan) {
        let parser: JSONParser, scan: LayoutFileScan
        switch text {
        case .bytes(let bytes):
            let checked = try UTF8Text.checked(bytes, file: file)
            var counted = LayoutFileScan()
            checked.withUnsafeBufferPointer { counted.count($0) }
            (parser, scan) = (JSONParser(bytes: checked, file: file), counted)
        case .file(let opened, let pieceBytes):
            let (start, counted) = try scanFile(opened, file: file, pieceBytes: pieceBytes)
            (parser, scan) = (JSONParser(source: JSONSource(file: opened, offset: start, pieceBytes: pieceBytes), file: file), counted)
        }
        guard scan.first != nil else { throw SpecError.unreadable(file: file, reason: "the file is empty; expected a JSON object") }
        guard scan.elements <= limit else { throw tooMany(scan.elements, file: file, limit: limit) }
        return (parser, scan)
    }

    private static func tooMany(_ count: Int, file: String, limit: Int) -> SpecError {
        .unreadable(file: file, reason: "holds \(count) elements, more than the \(limit) a layout file may hold (the element limit of a spec)")
    }

    /// The pass over `opened` before parsing, a piece at a time: the checks of `UTF8Text.checked` and the
    /// element count. Returns where the text starts (past a UTF-8 byte order mark) and the count.
    private static func scanFile(
        _ opened: InputFile.Opened, file: String, pieceBytes: Int
    ) throws(SpecError) -> (start: Int, scan: LayoutFileScan) {
        var head = [UInt8](repeating: 0, count: min(4, opened.size))
        guard let headCount = head.withUnsafeMutableBytes({ opened.read(into: $0, at: 0) }) else {
            throw SpecError.unreadable(file: file, reason: "cannot be read")
        }
        try UTF8Text.refuseOtherEncodings(head[..<headCount], file: file)
        let start = head[..<headCount].starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var buffer = [UInt8](repeating: 0, count: pieceBytes + 4)
        var scan = LayoutFileScan()
        // `carried`: the first bytes of `buffer`, a UTF-8 sequence the last piece cut off (counted with it).
        var offset = start, carried = 0
        while true {
            let want = min(pieceBytes, opened.size - offset)
            let got = buffer.withUnsafeMutableBytes { all in
                opened.read(into: UnsafeMutableRawBufferPointer(rebasing: all[carried..<(carried + want)]), at: offset)
            }
            guard let got else { throw SpecError.unreadable(file: file, reason: "cannot be read") }
            let end = carried + got, last = got < want || offset + got >= opened.size
            let (valid, invalid) = buffer.withUnsafeBufferPointer { b in
                scan.count(UnsafeBufferPointer(rebasing: b[carried..<end]))
                return UTF8Text.validPrefix(UnsafeBufferPointer(rebasing: b[0..<end]))
            }
            if invalid || (last && valid < end) {
                throw UTF8Text.invalid(buffer[valid], at: offset - carried + valid, file: file)
            }
            offset += got
            if last { return (start, scan) }
            carried = end - valid
            for k in 0..<carried { buffer[k] = buffer[valid + k] }
        }
    }

    /// The objects opened at nesting `depth` (counting arrays and objects, strings skipped): a document's
    /// elements stand at depth 2, and at 3 in an array of documents. One pass over the bytes, nothing allocated.
    static func elementObjects(in text: ArraySlice<UInt8>, depth target: Int) -> Int {
        var scan = LayoutFileScan()
        text.withUnsafeBufferPointer { scan.count($0) }
        return target == 2 ? scan.depth2 : scan.depth3
    }

    /// The document that comes next in `parser`, at JSON path `path`. Documents are read element by element,
    /// each element's small tree dropped once decoded, into room for the `expecting` elements counted beforehand, so
    /// reading costs about the file and the elements it holds.
    /// `read` counts the elements of every document read so far: a file changed since its count was made is
    /// still refused past `limit`.
    private static func document(
        _ parser: inout JSONParser, path: String, expecting: Int, read total: inout Int, limit: Int
    ) throws(SpecError) -> LayoutDocument {
        let file = parser.file
        func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        guard parser.peek() == UInt8(ascii: "{") else {
            let reader = SpecReader(file: file, path: path, value: try parser.value())
            throw reader.fail("must be an object, got \(reader.value.brief)")
        }
        var pairs: [String: (Double, Double)] = [:]
        var elements: [LayoutAttributes]?
        try parser.object { (parser: inout JSONParser, key: String) throws(SpecError) in
            switch key {
            case "viewport", "offset", "contentSize":
                let reader = SpecReader(file: file, path: at(key), value: try parser.value())
                let values = try reader.elements()
                guard values.count == 2 else { throw reader.fail("must be an array of 2 numbers") }
                pairs[key] = (try values[0].number(), try values[1].number())
            case "elements":
                guard parser.peek() == UInt8(ascii: "[") else {
                    let reader = SpecReader(file: file, path: at(key), value: try parser.value())
                    throw reader.fail("must be an array, got \(reader.value.brief)")
                }
                var read: [LayoutAttributes] = []
                read.reserveCapacity(expecting)
                try parser.array { (parser: inout JSONParser, index: Int) throws(SpecError) in
                    total += 1
                    guard total <= limit else { throw tooMany(total, file: file, limit: limit) }
                    parser.dropConsumed()
                    read.append(try element(SpecReader(file: file, path: "\(at(key))[\(index)]", value: try parser.value())))
                }
                elements = read
            default:
                throw SpecError.invalid(
                    file: file, path: at(key), message: "unknown key; expected one of contentSize, elements, offset, viewport")
            }
        }
        func pair(_ key: String) throws(SpecError) -> (Double, Double) {
            guard let value = pairs[key] else { throw SpecError.invalid(file: file, path: at(key), message: "is required") }
            return value
        }
        let viewport = try pair("viewport"), offset = try pair("offset"), content = try pair("contentSize")
        guard let elements else { throw SpecError.invalid(file: file, path: at("elements"), message: "is required") }
        return LayoutDocument(
            viewport: Size2D(width: viewport.0, height: viewport.1), offset: Point2D(x: offset.0, y: offset.1),
            contentSize: Size2D(width: content.0, height: content.1), elements: elements)
    }

    /// The keys an element may have.
    private static let elementKeys: Set<String> = [
        "kind", "section", "item", "frame", "zIndex", "scale", "alpha", "cornerRadius", "elementKind", "transform", "isHidden", "color",
    ]

    /// One element of a document.
    private static func element(_ r: SpecReader) throws(SpecError) -> LayoutAttributes {
        let o = try r.object(allowing: elementKeys)
        let frameReader = try o.required("frame")
        let frame = try frameReader.elements()
        guard frame.count == 4 else { throw frameReader.fail("must be an array of 4 numbers [x, y, width, height]") }
        return LayoutAttributes(
            kind: try o.required("kind").choice(ElementKind.self),
            section: try o.required("section").integer(in: 0...Int(Int32.max)),
            item: try o.required("item").integer(in: 0...Int(Int32.max)),
            frame: Rect2D(x: try frame[0].number(), y: try frame[1].number(), width: try frame[2].number(), height: try frame[3].number()),
            zIndex: try o.required("zIndex").integer(in: Int(Int32.min)...Int(Int32.max)),
            scale: try o.required("scale").number(), alpha: try o.required("alpha").number(),
            cornerRadius: try o.child("cornerRadius")?.number() ?? 0,
            transform: try o.child("transform").map { reader throws(SpecError) in try transform(reader) } ?? .identity,
            elementKind: try o.child("elementKind")?.controlFreeString(),
            isHidden: try o.child("isHidden")?.bool() ?? false,
            color: try o.child("color").map { reader throws(SpecError) in try color(reader) })
    }

    private static func color(_ reader: SpecReader) throws(SpecError) -> RGBAColor {
        guard let color = RGBAColor(hex: try reader.string()) else { throw reader.fail("must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"") }
        return color
    }

    private static func transform(_ reader: SpecReader) throws(SpecError) -> Transform2D {
        let values = try reader.elements()
        guard values.count == 6 else { throw reader.fail("must be an array of 6 numbers [a, b, c, d, tx, ty]") }
        return Transform2D(
            a: try values[0].number(), b: try values[1].number(), c: try values[2].number(), d: try values[3].number(),
            tx: try values[4].number(), ty: try values[5].number())
    }
}

/// The layout output as a value: what `layoutshot layout` prints and `NAME.layout.json` stores.
public struct LayoutDocument: Hashable, Sendable {
    /// The viewport size.
    public var viewport: Size2D
    /// The offset the elements were evaluated at.
    public var offset: Point2D
    /// The content size.
    public var contentSize: Size2D
    /// Every element in canonical order.
    public var elements: [LayoutAttributes]

    /// Creates a layout document.
    public init(viewport: Size2D, offset: Point2D, contentSize: Size2D, elements: [LayoutAttributes]) {
        self.viewport = viewport
        self.offset = offset
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The document of a spec's `layout` with every element at `offset` (pinning and orthogonal offsets applied).
    public init(_ layout: ComputedLayout, at offset: Point2D) {
        self.init(
            viewport: layout.viewport, offset: offset, contentSize: layout.contentSize, elements: layout.attributes(at: offset))
    }
}

extension LayoutDocument {
    /// The document of what a resolved layout shows: its elements at its offset.
    public init(_ resolved: ResolvedLayout) {
        self.init(viewport: resolved.viewport, offset: resolved.offset, contentSize: resolved.contentSize, elements: resolved.attributes)
    }
}
