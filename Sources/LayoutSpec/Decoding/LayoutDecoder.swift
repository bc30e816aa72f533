import LayoutCore

/// Decodes the `layout` block and the `sections` into a `LayoutConfiguration`, applying per-section
/// overrides of any layout option and checking which options each kind accepts.
enum LayoutDecoder {
    static let layoutOnlyKeys: Set<String> = [
        "kind", "scrollDirection", "maxContentWidth", "pinHeaders", "pinnedSection", "centerScale", "edgeScale",
        "pinTop",
    ]
    static let sectionOnlyKeys: Set<String> = ["header", "footer", "items"]

    static func decode(
        layout reader: SpecReader, sections sectionReaders: [SpecReader], viewport: Size2D, textSize: TextSizeCategory = .large
    ) throws(SpecError) -> (LayoutConfiguration, [[String?]?], [Double]) {
        let layoutReader = try reader.object(allowing: layoutOnlyKeys.union(SectionOptions.keys))
        let kind = try layoutReader.required("kind").choice(LayoutKind.self)
        var direction = ScrollDirection.vertical
        if let d = layoutReader.child("scrollDirection") {
            direction = try d.choice(ScrollDirection.self)
            if kind == .carousel || kind == .cards, direction == .horizontal {
                throw d.fail("\(kind.rawValue) layouts scroll \(kind == .carousel ? "horizontally" : "vertically") only")
            }
        }
        if kind == .carousel { direction = .horizontal }
        var configuration = LayoutConfiguration(kind: kind, viewport: viewport, sections: [], scrollDirection: direction)
        try decodeLayoutOnlyOptions(layoutReader, kind: kind, direction: direction, into: &configuration)

        let context = SectionOptions.Context(kind: kind, direction: direction)
        let defaults = try SectionOptions().applying(layoutReader, context: context)
        if kind == .carousel, sectionReaders.count != 1 {
            throw reader.fail("a carousel has exactly one section; the spec has \(sectionReaders.count)")
        }
        var texts: [[String?]?] = []
        var fontSizes: [Double] = []
        var elementCount = 0
        for sectionReader in sectionReaders {
            let object = try sectionReader.object(allowing: sectionOnlyKeys.union(SectionOptions.keys))
            var options = try defaults.applying(object, context: context)
            options.textItem = options.textItem.scaled(to: textSize)
            var section = options.section
            if kind == .carousel, section.header != nil || object.child("header") != nil || object.child("footer") != nil {
                throw (object.child("header") ?? object.child("footer")!).fail("a carousel has no headers or footers")
            }
            section.header = try object.child("header").map { r throws(SpecError) in try extent(r, direction: direction) }
            section.footer = try object.child("footer").map { r throws(SpecError) in try extent(r, direction: direction) }
            elementCount += section.elementCount
            let items = try ItemsDecoder.decode(
                object.required("items"), options: options, context: context, elementsBefore: elementCount)
            elementCount += items.specs.count
            section.items = items.specs
            if kind == .carousel { section.lineSpacing = options.lineSpacingGiven ? section.lineSpacing : 0.7 * section.itemSize.width }
            configuration.sections.append(section)
            texts.append(items.texts)
            fontSizes.append(options.textItem.fontSize)
        }
        if let pinned = layoutReader.child("pinnedSection") {
            let k = try pinned.integer(in: 0...max(0, configuration.sections.count - 1))
            guard configuration.sections.indices.contains(k) else { throw pinned.fail("the spec has no sections to pin") }
            guard configuration.sections[k].header != nil else {
                throw pinned.fail("section \(k) has no header to pin; give it a header")
            }
            configuration.pinnedSection = k
        }
        return (configuration, texts, fontSizes)
    }

    private static func decodeLayoutOnlyOptions(
        _ reader: SpecReader, kind: LayoutKind, direction: ScrollDirection, into configuration: inout LayoutConfiguration
    ) throws(SpecError) {
        for key in ["maxContentWidth", "pinHeaders", "pinnedSection"] {
            if let r = reader.child(key), direction == .horizontal || kind == .carousel {
                throw r.fail("applies to vertical layouts only")
            }
        }
        if let r = reader.child("maxContentWidth") { configuration.maxContentWidth = try r.positive() }
        if let r = reader.child("pinHeaders") { configuration.pinHeaders = try r.bool() }
        for key in ["centerScale", "edgeScale"] {
            guard let r = reader.child(key) else { continue }
            guard kind == .carousel else { throw r.fail("applies to kind \"carousel\" only") }
            let value = try r.positive()
            if key == "centerScale" { configuration.carousel.centerScale = value } else { configuration.carousel.edgeScale = value }
        }
        if let r = reader.child("pinTop") {
            guard kind == .cards else { throw r.fail("applies to kind \"cards\" only") }
            configuration.pinTop = try r.number()
        }
    }

    /// A header or footer: `{"height": h}` for vertical layouts, `{"width": w}` for horizontal ones.
    private static func extent(_ reader: SpecReader, direction: ScrollDirection) throws(SpecError) -> Double {
        let key = direction == .vertical ? "height" : "width"
        let object = try reader.object(allowing: [key])
        return try object.required(key).nonNegative()
    }
}
