import LayoutCore

/// Decodes a spec whose `layout.kind` is `compositional` (docs/compositional.md): the `layout` block into a
/// `CompositionalLayout`, the top-level `safeArea`, `layoutMargins` and `orthogonalOffsets`, and the item
/// count of each entry of `sections`.
enum CompositionalDecoder {
    /// Top-level keys only a compositional spec accepts.
    static let topLevelKeys: Set<String> = ["safeArea", "layoutMargins", "orthogonalOffsets"]
    static let layoutKeys: Set<String> = [
        "kind", "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems",
        "section", "sections", "list",
    ]

    /// What a compositional spec decodes to, besides the fields every spec has.
    struct Result {
        var compositional: CompositionalSpecLayout
        var texts: [[String?]?]
        var fontSizes: [Double]
    }

    /// Whether `layout` asks for the compositional kind.
    static func isCompositional(_ layout: SpecReader) -> Bool {
        layout.value["kind"] == .string(LayoutKind.compositional.rawValue)
    }

    /// Rejects the compositional-only top-level keys in a spec of another kind.
    static func rejectCompositionalKeys(in top: SpecReader) throws(SpecError) {
        for key in topLevelKeys.sorted() {
            if let r = top.child(key) { throw r.fail("applies to kind \"compositional\" only") }
        }
    }

    static func decode(
        top: SpecReader, layout reader: SpecReader, sections sectionReaders: [SpecReader], viewport size: Size2D,
        safeArea defaultSafeArea: Insets = .zero
    ) throws(SpecError) -> Result {
        let layoutReader = try reader.object(allowing: layoutKeys)
        let direction = try layoutReader.child("scrollDirection")?.choice(ScrollDirection.self) ?? .vertical
        var texts: [[String?]?] = []
        var fontSizes: [Double] = []
        var itemCounts: [Int] = []
        var elementCount = 0
        let context = SectionOptions.Context(kind: .compositional, direction: direction)
        for sectionReader in sectionReaders {
            let object = try sectionReader.object(allowing: ["items"])
            let items = try ItemsDecoder.decode(
                object.required("items"), options: SectionOptions(), context: context, elementsBefore: elementCount)
            elementCount += items.specs.count
            itemCounts.append(items.specs.count)
            texts.append(items.texts)
            fontSizes.append(TextItemStyle.default.fontSize)
        }
        let configuration = try decodeConfiguration(layoutReader, direction: direction)
        let sections = try decodeSections(layoutReader, sectionCount: sectionReaders.count)
        let layout: CompositionalLayout
        switch sections {
        case .one(let section): layout = CompositionalLayout(section: section, configuration: configuration)
        case .each(let list): layout = CompositionalLayout(configuration: configuration) { index, _ in list[index] }
        }
        try checkBudget(sections, itemCounts: itemCounts, configuration: configuration, at: reader)
        let safeArea = try top.child("safeArea").map { r throws(SpecError) in try r.edgeInsets() } ?? defaultSafeArea
        let margins = try top.child("layoutMargins").map { r throws(SpecError) in try r.edgeInsets() }
        let frames = try orthogonalOffsets(
            top.child("orthogonalOffsets"), sections: sections, sectionCount: itemCounts.count, top: top)
        return Result(
            compositional: CompositionalSpecLayout(
                layout: layout, viewport: CompositionalViewport(size: size, safeAreaInsets: safeArea, layoutMargins: margins),
                itemCounts: itemCounts, orthogonalOffsets: frames[0], orthogonalOffsetFrames: frames.count > 1 ? frames : []),
            texts: texts, fontSizes: fontSizes)
    }

    private static func decodeConfiguration(_ reader: SpecReader, direction: ScrollDirection) throws(SpecError) -> CompositionalConfiguration {
        CompositionalConfiguration(
            scrollDirection: direction,
            interSectionSpacing: try reader.child("interSectionSpacing")?.nonNegative() ?? 0,
            boundarySupplementaryItems: try boundaryItems(reader.child("boundarySupplementaryItems")),
            contentInsetsReference: try reader.child("contentInsetsReference")?.choice(CompositionalContentInsetsReference.self)
                ?? .automatic)
    }

    /// `orthogonalOffsets`: each names a section with orthogonal scrolling, at most once, with one `offset` or
    /// an `offsets` list (a filmstrip, one frame per offset; every list the same length). One dictionary per
    /// frame, in order; a section given one `offset` keeps it in every frame.
    private static func orthogonalOffsets(
        _ reader: SpecReader?, sections: CompositionalSectionSource, sectionCount: Int, top: SpecReader
    ) throws(SpecError) -> [[Int: Double]] {
        guard let reader else { return [[:]] }
        var fixed: [Int: Double] = [:]
        var lists: [Int: [Double]] = [:]
        var frameCount: (count: Int, path: String)?
        var named: Set<Int> = []
        for entry in try reader.elements() {
            let object = try entry.object(allowing: ["section", "offset", "offsets"])
            let sectionReader = try object.required("section")
            guard sectionCount > 0 else { throw sectionReader.fail("the spec has no sections") }
            let s = try sectionReader.integer(in: 0...(sectionCount - 1))
            guard sections.section(s).orthogonalScrollingBehavior != .none else {
                throw sectionReader.fail("section \(s) does not scroll orthogonally")
            }
            guard named.insert(s).inserted else { throw sectionReader.fail("section \(s) is named twice") }
            switch (object.child("offset"), object.child("offsets")) {
            case (let one?, nil):
                fixed[s] = try one.number()
            case (nil, let many?):
                let readers = try many.elements()
                guard (1...SpecDecoder.maximumOffsets).contains(readers.count) else {
                    throw many.fail("must list 1 to \(SpecDecoder.maximumOffsets) offsets, got \(readers.count)")
                }
                if let frameCount, frameCount.count != readers.count {
                    throw many.fail(
                        "lists \(readers.count) offsets where \(frameCount.path) lists \(frameCount.count); every offsets list "
                            + "gives one offset per frame of the filmstrip")
                }
                if let spec = top.child("offsets"), try spec.elementCount() > 1, readers.count > 1 {
                    throw many.fail(
                        "the spec's offsets already make a filmstrip; list several orthogonal offsets with one offset only")
                }
                frameCount = (readers.count, many.path)
                var values: [Double] = []
                for r in readers { values.append(try r.number()) }
                lists[s] = values
            default:
                throw entry.fail("exactly one of offset, offsets")
            }
        }
        let frames = frameCount?.count ?? 1
        return (0..<frames).map { f in fixed.merging(lists.mapValues { $0[f] }) { a, _ in a } }
    }

    /// The elements the layout makes stay within the spec budget: every item with all its item and group
    /// supplementaries (and a list row's separators), every section's boundary items and decorations, and the
    /// layout-wide items.
    private static func checkBudget(
        _ sections: CompositionalSectionSource, itemCounts: [Int], configuration: CompositionalConfiguration, at reader: SpecReader
    ) throws(SpecError) {
        var total = configuration.boundarySupplementaryItems.count
        for (s, count) in itemCounts.enumerated() {
            let section = sections.section(s)
            guard section.group.listedCellCount(limit: ItemsDecoder.maximumElements + 1) <= ItemsDecoder.maximumElements else {
                throw reader.fail(
                    "section \(s)'s group lays out more than \(ItemsDecoder.maximumElements) cells (its nested count: values "
                        + "multiply); lower the counts")
            }
            var perItem = 1 + section.group.attachedViewCount
            if let list = section.list, list.showsSeparators {
                // A bottom separator per row, and a top one too when the list shows them.
                perItem += list.separatorConfiguration.topSeparatorVisibility == .visible ? 2 : 1
            }
            let (product, overflow) = count.multipliedReportingOverflow(by: perItem)
            total += overflow ? Int.max / 2 : product
            total += section.boundarySupplementaryItems.count + section.decorationItems.count
            if total > ItemsDecoder.maximumElements { break }
        }
        guard total <= ItemsDecoder.maximumElements else {
            throw reader.fail(
                "the layout makes more than \(ItemsDecoder.maximumElements) elements (items with their supplementary views); "
                    + "lower the item counts")
        }
    }
}
