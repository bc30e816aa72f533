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

    /// Reads layout output back (for layout diffs); errors name the file and the JSON path.
    public static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> LayoutDocument {
        try document(from: SpecReader(file: file, path: "", value: try JSONParser.parse(bytes, file: file)))
    }

    /// The JSON text of several documents (a layout seen at several offsets): one document alone as
    /// `encode` writes it, several as a JSON array of them.
    public static func encode(_ documents: [LayoutDocument]) -> String {
        guard documents.count != 1 else { return encode(documents[0]) }
        return "[\n" + documents.map(encode).joined(separator: ",\n") + "]\n"
    }

    /// Reads what `encode(_: [LayoutDocument])` writes: one document, or an array of them.
    public static func decodeDocuments(_ bytes: [UInt8], file: String) throws(SpecError) -> [LayoutDocument] {
        let root = SpecReader(file: file, path: "", value: try JSONParser.parse(bytes, file: file))
        guard case .array = root.value else { return [try document(from: root)] }
        var documents: [LayoutDocument] = []
        for reader in try root.elements() { documents.append(try document(from: reader)) }
        return documents
    }

    /// The document held by `reader`'s object.
    private static func document(from reader: SpecReader) throws(SpecError) -> LayoutDocument {
        let top = try reader.object(allowing: ["viewport", "offset", "contentSize", "elements"])
        func pair(_ key: String) throws(SpecError) -> (Double, Double) {
            let r = try top.required(key)
            let values = try r.elements()
            guard values.count == 2 else { throw r.fail("must be an array of 2 numbers") }
            return (try values[0].number(), try values[1].number())
        }
        let viewport = try pair("viewport"), offset = try pair("offset"), content = try pair("contentSize")
        var elements: [LayoutAttributes] = []
        for r in try top.required("elements").elements() {
            let o = try r.object(allowing: [
                "kind", "section", "item", "frame", "zIndex", "scale", "alpha", "cornerRadius", "elementKind", "transform", "isHidden",
                "color",
            ])
            let frameReader = try o.required("frame")
            let frame = try frameReader.elements()
            guard frame.count == 4 else { throw frameReader.fail("must be an array of 4 numbers [x, y, width, height]") }
            elements.append(LayoutAttributes(
                kind: try o.required("kind").choice(ElementKind.self),
                section: try o.required("section").integer(in: 0...Int(Int32.max)),
                item: try o.required("item").integer(in: 0...Int(Int32.max)),
                frame: Rect(x: try frame[0].number(), y: try frame[1].number(), width: try frame[2].number(), height: try frame[3].number()),
                zIndex: try o.required("zIndex").integer(in: Int(Int32.min)...Int(Int32.max)),
                scale: try o.required("scale").number(), alpha: try o.required("alpha").number(),
                cornerRadius: try o.child("cornerRadius")?.number() ?? 0,
                transform: try o.child("transform").map { reader throws(SpecError) in try transform(reader) } ?? .identity,
                elementKind: try o.child("elementKind")?.controlFreeString(),
                isHidden: try o.child("isHidden")?.bool() ?? false,
                color: try o.child("color").map { reader throws(SpecError) in try color(reader) }))
        }
        func color(_ reader: SpecReader) throws(SpecError) -> RGBAColor {
            guard let color = RGBAColor(hex: try reader.string()) else { throw reader.fail("must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"") }
            return color
        }
        func transform(_ reader: SpecReader) throws(SpecError) -> AffineTransform {
            let values = try reader.elements()
            guard values.count == 6 else { throw reader.fail("must be an array of 6 numbers [a, b, c, d, tx, ty]") }
            return AffineTransform(
                a: try values[0].number(), b: try values[1].number(), c: try values[2].number(), d: try values[3].number(),
                tx: try values[4].number(), ty: try values[5].number())
        }
        return LayoutDocument(
            viewport: Size(width: viewport.0, height: viewport.1), offset: Point(x: offset.0, y: offset.1),
            contentSize: Size(width: content.0, height: content.1), elements: elements)
    }
}

/// The layout output as a value: what `layoutshot layout` prints and `NAME.layout.json` stores.
public struct LayoutDocument: Hashable, Sendable {
    /// The viewport size.
    public var viewport: Size
    /// The offset the elements were evaluated at.
    public var offset: Point
    /// The content size.
    public var contentSize: Size
    /// Every element in canonical order.
    public var elements: [LayoutAttributes]

    /// Creates a layout document.
    public init(viewport: Size, offset: Point, contentSize: Size, elements: [LayoutAttributes]) {
        self.viewport = viewport
        self.offset = offset
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The document of a spec's `layout` with every element at `offset` (pinning and orthogonal offsets applied).
    public init(_ layout: ComputedLayout, at offset: Point) {
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
