import LayoutCore
import LayoutText

/// Decodes a section's `items`: an array of item objects or a generator `{"count": N, field: value-or-range}`.
enum ItemsDecoder {
    static let itemKeys: Set<String> = ["width", "height", "aspectRatio", "text"]
    /// Upper bound on the elements of a spec (items, headers, footers, section backgrounds) across all
    /// sections, and so on a generator's count: the million-item benchmarks with their headers fit, and
    /// laying out or rendering stays under about 500 MB. Larger layouts are a typo more often than a wish.
    static let maximumElements = 1_100_000

    struct Result {
        var specs: [ItemSpec]
        /// Texts by item, or nil when the section has no text items.
        var texts: [String?]?
    }

    /// The section's items; `elementsBefore` counts the spec's elements so far, so the total budget is
    /// checked before any item is made.
    static func decode(
        _ reader: SpecReader, options: SectionOptions, context: SectionOptions.Context, elementsBefore: Int
    ) throws(SpecError) -> Result {
        if reader.isObject { return try generate(reader, options: options, context: context, elementsBefore: elementsBefore) }
        var result = Result(specs: [], texts: nil)
        try checkBudget(try reader.elementCount(), elementsBefore: elementsBefore, at: reader)
        let readers = try reader.elements()
        result.specs.reserveCapacity(readers.count)
        for (k, itemReader) in readers.enumerated() {
            let object = try itemReader.object(allowing: itemKeys)
            if context.kind == .carousel, let sized = object.child("width") ?? object.child("height") ?? object.child("aspectRatio") {
                throw sized.fail("carousel items all take layout.itemSize; remove the per-item size")
            }
            var item = ItemSpec(
                width: try object.child("width")?.nonNegative(), height: try object.child("height")?.nonNegative(),
                aspectRatio: try object.child("aspectRatio")?.positive())
            if let t = object.child("text") {
                let text = try t.shortText()
                applyText(text, to: &item, style: options.textItem)
                if result.texts == nil { result.texts = Array(repeating: nil, count: readers.count) }
                result.texts![k] = text
            }
            result.specs.append(item)
        }
        return result
    }

    /// Text items are as wide as their text in the embedded font plus padding, unless a width is given.
    static func applyText(_ text: String, to item: inout ItemSpec, style: TextItemStyle) {
        if item.width == nil { item.width = Font.embedded.advanceWidth(of: text, fontSize: style.fontSize) + style.padding }
        if item.height == nil, item.aspectRatio == nil { item.height = style.height }
    }

    private static func checkBudget(_ count: Int, elementsBefore: Int, at reader: SpecReader) throws(SpecError) {
        guard elementsBefore + count <= maximumElements else {
            throw reader.fail(
                "brings the spec to \(elementsBefore + count) elements; at most \(maximumElements) are allowed across all sections")
        }
    }

    private static func generate(
        _ reader: SpecReader, options: SectionOptions, context: SectionOptions.Context, elementsBefore: Int
    ) throws(SpecError) -> Result {
        let object = try reader.object(allowing: itemKeys.union(["count"]))
        let countReader = try object.required("count")
        let count = try countReader.integer(in: 0...maximumElements)
        try checkBudget(count, elementsBefore: elementsBefore, at: countReader)
        if context.kind == .carousel, let sized = object.child("width") ?? object.child("height") ?? object.child("aspectRatio") {
            throw sized.fail("carousel items all take layout.itemSize; remove the per-item size")
        }
        var width = try object.child("width").map { r throws(SpecError) in try FieldGenerator(r, minimum: 0) }
        var height = try object.child("height").map { r throws(SpecError) in try FieldGenerator(r, minimum: 0) }
        var aspect = try object.child("aspectRatio").map { r throws(SpecError) in try FieldGenerator(r, minimum: 1) }
        let texts = try object.child("text").map { r throws(SpecError) in try textList(r) }
        var result = Result(specs: [], texts: texts == nil ? nil : [])
        result.specs.reserveCapacity(count)
        for k in 0..<count {
            var item = ItemSpec(width: width?.next(), height: height?.next(), aspectRatio: aspect?.next())
            if let texts {
                let text = texts[k % texts.count]
                applyText(text, to: &item, style: options.textItem)
                result.texts!.append(text)
            }
            result.specs.append(item)
        }
        return result
    }

    private static func textList(_ reader: SpecReader) throws(SpecError) -> [String] {
        if case .string = reader.value { return [try reader.shortText()] }
        let elements = try reader.elements()
        guard !elements.isEmpty else { throw reader.fail("must be a string or a non-empty array of strings") }
        var list: [String] = []
        for element in elements { list.append(try element.shortText()) }
        return list
    }
}

/// One generated field: a constant, or SplitMix64 integers in `[min, max]` as docs/formats.md specifies.
struct FieldGenerator {
    private var constant: Double?
    private var generator = SplitMix64(seed: 0)
    private var low: Int64 = 0
    private var span: UInt64 = 1

    init(_ reader: SpecReader, minimum: Double) throws(SpecError) {
        if case .number = reader.value {
            let value = try minimum > 0 ? reader.positive() : reader.nonNegative()
            constant = value
            return
        }
        let o = try reader.object(allowing: ["min", "max", "seed"])
        let limit = 1 << 40
        let lo = try o.required("min").integer(in: Int(minimum)...limit)
        let hi = try o.required("max").integer(in: Int(minimum)...limit)
        guard lo <= hi else { throw reader.fail("inverted range: min \(lo) is greater than max \(hi)") }
        let seed = try o.required("seed").integer(in: 0...(1 << 53))
        generator = SplitMix64(seed: UInt64(seed))
        low = Int64(lo)
        span = UInt64(hi - lo) + 1
    }

    mutating func next() -> Double {
        if let constant { return constant }
        return Double(low + Int64(generator.next() % span))
    }
}
