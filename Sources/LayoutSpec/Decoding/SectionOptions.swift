import LayoutCore

/// The options a layout sets for all sections and a section may override, with where each came from.
struct SectionOptions {
    static let keys: Set<String> = [
        "columns", "rows", "sectionInset", "lineSpacing", "interitemSpacing", "sectionSpacing", "itemSize", "alignment",
        "verticalAlignment", "follow", "order", "background", "textItem",
    ]

    /// What the options are being read for.
    struct Context {
        let kind: LayoutKind
        let direction: ScrollDirection
    }

    var section = SectionConfiguration()
    var textItem = TextItemStyle.default
    /// Whether `lineSpacing` was given (the carousel's default depends on the item width).
    var lineSpacingGiven = false

    /// These options with the keys present in `reader` applied on top.
    func applying(_ reader: SpecReader, context: Context) throws(SpecError) -> SectionOptions {
        var result = self
        try result.apply(reader, context: context)
        return result
    }

    private mutating func apply(_ reader: SpecReader, context: Context) throws(SpecError) {
        let kind = context.kind
        func only(_ key: String, _ kinds: Set<LayoutKind>) throws(SpecError) -> SpecReader? {
            guard let r = reader.child(key) else { return nil }
            guard kinds.contains(kind) else {
                throw r.fail("applies to kind \(kinds.map { "\"\($0.rawValue)\"" }.sorted().joined(separator: " or ")) only")
            }
            return r
        }
        let columnsKey = context.direction == .vertical ? "columns" : "rows"
        let otherKey = context.direction == .vertical ? "rows" : "columns"
        if let r = reader.child(otherKey) {
            throw r.fail("a \(context.direction.rawValue) waterfall takes \"\(columnsKey)\", not \"\(otherKey)\"")
        }
        if let r = try only(columnsKey, [.waterfall]) { section.columns = try r.integer(in: 1...10_000) }
        if let r = try only("order", [.waterfall]) { section.order = try r.choice(WaterfallOrder.self) }
        if let r = try only("alignment", [.alignedFlow]) { section.alignment = try r.choice(LineAlignment.self) }
        if let r = try only("verticalAlignment", [.alignedFlow]) {
            section.verticalAlignment = try r.choice(CrossAlignment.self)
        }
        if let r = try only("follow", [.alignedFlow]) { section.follow = try r.bool() }
        if let r = try only("sectionInset", [.flow, .alignedFlow, .waterfall, .cards]) { section.inset = try r.edgeInsets() }
        if let r = reader.child("lineSpacing") {
            section.lineSpacing = kind == .cards ? try r.number() : try r.nonNegative()
            lineSpacingGiven = true
        }
        if let r = try only("interitemSpacing", [.flow, .alignedFlow, .waterfall]) {
            section.interitemSpacing = try r.nonNegative()
        }
        if let r = try only("sectionSpacing", [.flow, .alignedFlow, .waterfall, .cards]) {
            section.sectionSpacing = try r.nonNegative()
        }
        if let r = reader.child("itemSize") {
            let o = try r.object(allowing: ["width", "height"])
            section.itemSize = Size2D(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
        }
        if let r = try only("background", [.flow, .alignedFlow, .waterfall, .cards]) {
            let o = try r.object(allowing: ["outset", "cornerRadius", "cover"])
            section.background = SectionBackground(
                outset: try o.child("outset")?.number() ?? 0, cornerRadius: try o.child("cornerRadius")?.nonNegative() ?? 0,
                cover: try o.child("cover")?.choice(BackgroundCover.self) ?? .items)
        }
        if let r = reader.child("textItem") {
            let o = try r.object(allowing: ["fontSize", "padding", "height"])
            if let f = o.child("fontSize") { textItem.fontSize = try f.positive() }
            if let p = o.child("padding") { textItem.padding = try p.nonNegative() }
            if let h = o.child("height") { textItem.height = try h.nonNegative() }
        }
    }
}
