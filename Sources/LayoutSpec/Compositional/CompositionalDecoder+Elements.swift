import LayoutCore

extension CompositionalDecoder {
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
    static let itemKeys: Set<String> = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let groupKeys: Set<String> = [
        "layoutSize", "horizontal", "vertical", "custom", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems",
    ]

    /// `{"item": item}` or `{"group": group}`.
    static func subitem(_ reader: SpecReader) throws(SpecError) -> CompositionalSubitem {
        let object = try reader.object(allowing: ["item", "group"])
        switch (object.child("item"), object.child("group")) {
        case (let item?, nil): return .item(try self.item(item))
        case (nil, let group?): return .group(try self.group(group))
        default: throw reader.fail("expected exactly one of item, group")
        }
    }

    /// An item, as `NSCollectionLayoutItem`.
    static func item(_ reader: SpecReader) throws(SpecError) -> CompositionalItem {
        let object = try reader.object(allowing: itemKeys)
        return CompositionalItem(
            layoutSize: try size(object.required("layoutSize")),
            contentInsets: try object.child("contentInsets").map { r throws(SpecError) in try directionalInsets(r) } ?? .zero,
            edgeSpacing: try object.child("edgeSpacing").map { r throws(SpecError) in try edgeSpacing(r) },
            supplementaryItems: try supplementaries(object.child("supplementaryItems")))
    }

    /// A group, as `NSCollectionLayoutGroup`, with exactly one of `horizontal`, `vertical`, `custom`.
    static func group(_ reader: SpecReader) throws(SpecError) -> CompositionalGroup {
        let object = try reader.object(allowing: groupKeys)
        let given = ["horizontal", "vertical", "custom"].compactMap { object.child($0) }
        guard given.count == 1, let arrangementReader = given.first else {
            throw reader.fail("expected exactly one of horizontal, vertical, custom")
        }
        let arrangement: CompositionalGroup.Arrangement
        let horizontal = object.child("horizontal") != nil
        if object.child("custom") != nil {
            arrangement = .custom(try customItems(arrangementReader))
        } else if arrangementReader.isObject {
            let repeating = try arrangementReader.object(allowing: ["repeatingSubitem", "count"])
            let subitem = try subitem(repeating.required("repeatingSubitem"))
            let count = try repeating.required("count").integer(in: 1...ItemsDecoder.maximumElements)
            arrangement = horizontal ? .horizontalRepeating(subitem, count: count) : .verticalRepeating(subitem, count: count)
        } else {
            let readers = try arrangementReader.elements()
            guard !readers.isEmpty else { throw arrangementReader.fail("must list at least one subitem") }
            var subitems: [CompositionalSubitem] = []
            for r in readers { subitems.append(try subitem(r)) }
            arrangement = horizontal ? .horizontal(subitems) : .vertical(subitems)
        }
        return CompositionalGroup(
            layoutSize: try size(object.required("layoutSize")), arrangement: arrangement,
            interItemSpacing: try object.child("interItemSpacing").map { r throws(SpecError) in try spacing(r) },
            contentInsets: try object.child("contentInsets").map { r throws(SpecError) in try directionalInsets(r) } ?? .zero,
            edgeSpacing: try object.child("edgeSpacing").map { r throws(SpecError) in try edgeSpacing(r) },
            supplementaryItems: try supplementaries(object.child("supplementaryItems")))
    }

    /// A custom group's items: `[{"frame": [x, y, w, h], "zIndex": z}, …]`, frames relative to the group.
    private static func customItems(_ reader: SpecReader) throws(SpecError) -> [CompositionalGroupCustomItem] {
        let readers = try reader.elements()
        guard !readers.isEmpty else { throw reader.fail("must list at least one item") }
        var items: [CompositionalGroupCustomItem] = []
        for entry in readers {
            let object = try entry.object(allowing: ["frame", "zIndex"])
            let frameReader = try object.required("frame")
            let numbers = try frameReader.elements()
            guard numbers.count == 4 else { throw frameReader.fail("must be [x, y, width, height], got \(frameReader.value.brief)") }
            let frame = Rect2D(
                x: try numbers[0].number(), y: try numbers[1].number(),
                width: try numbers[2].nonNegative(), height: try numbers[3].nonNegative())
            items.append(CompositionalGroupCustomItem(
                frame: frame, zIndex: try object.child("zIndex").map { r throws(SpecError) in try zIndex(r) } ?? 0))
        }
        return items
    }

    /// Item and group supplementaries, as `NSCollectionLayoutSupplementaryItem`s; none when absent.
    static func supplementaries(_ reader: SpecReader?) throws(SpecError) -> [CompositionalSupplementaryItem] {
        guard let reader else { return [] }
        var items: [CompositionalSupplementaryItem] = []
        for entry in try reader.elements() {
            let object = try entry.object(allowing: ["layoutSize", "elementKind", "containerAnchor", "itemAnchor", "zIndex"])
            items.append(CompositionalSupplementaryItem(
                layoutSize: try size(object.required("layoutSize")),
                elementKind: try elementKind(object.required("elementKind")),
                containerAnchor: try anchor(object.required("containerAnchor")),
                itemAnchor: try object.child("itemAnchor").map { r throws(SpecError) in try anchor(r) },
                zIndex: try object.child("zIndex").map { r throws(SpecError) in try zIndex(r) } ?? 1))
        }
        return items
    }

    /// `{"edges": [...], "absoluteOffset" | "fractionalOffset": {"x", "y"}}`, as `NSCollectionLayoutAnchor`.
    static func anchor(_ reader: SpecReader) throws(SpecError) -> CompositionalAnchor {
        let object = try reader.object(allowing: ["edges", "absoluteOffset", "fractionalOffset"])
        var edges: CompositionalAnchor.Edges = []
        let names: [String: CompositionalAnchor.Edges] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        for edge in try object.required("edges").elements() {
            guard case .string(let name) = edge.value, let value = names[name] else {
                throw edge.fail("must be one of \"top\", \"leading\", \"bottom\", \"trailing\", got \(edge.value.brief)")
            }
            edges.insert(value)
        }
        switch (object.child("absoluteOffset"), object.child("fractionalOffset")) {
        case (let absolute?, nil): return CompositionalAnchor(edges: edges, absoluteOffset: try point(absolute))
        case (nil, let fractional?): return CompositionalAnchor(edges: edges, fractionalOffset: try point(fractional))
        case (nil, nil): return CompositionalAnchor(edges: edges)
        case (_, let fractional?): throw fractional.fail("give either absoluteOffset or fractionalOffset, not both")
        }
    }

    /// `{"widthDimension": dimension, "heightDimension": dimension}`, as `NSCollectionLayoutSize`.
    static func size(_ reader: SpecReader) throws(SpecError) -> CompositionalSize {
        let object = try reader.object(allowing: ["widthDimension", "heightDimension"])
        return CompositionalSize(
            widthDimension: try dimension(object.required("widthDimension")),
            heightDimension: try dimension(object.required("heightDimension")))
    }

    /// An object with exactly one of `fractionalWidth`, `fractionalHeight`, `absolute`, `estimated`,
    /// `uniformAcrossSiblings`.
    static func dimension(_ reader: SpecReader) throws(SpecError) -> CompositionalDimension {
        let object = try reader.object(allowing: Set(dimensionKeys))
        let given = dimensionKeys.filter { object.child($0) != nil }
        guard given.count == 1, let key = given.first, let valueReader = object.child(key) else {
            let got = given.isEmpty ? "none" : given.joined(separator: " and ")
            throw reader.fail("expected exactly one of \(dimensionKeys.joined(separator: ", ")), got \(got)")
        }
        let value = try valueReader.nonNegative()
        switch key {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    /// `{"top", "leading", "bottom", "trailing"}`, each default 0, as `NSDirectionalEdgeInsets`.
    static func directionalInsets(_ reader: SpecReader) throws(SpecError) -> DirectionalEdgeInsets {
        let object = try reader.object(allowing: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try object.child("top")?.number() ?? 0, leading: try object.child("leading")?.number() ?? 0,
            bottom: try object.child("bottom")?.number() ?? 0, trailing: try object.child("trailing")?.number() ?? 0)
    }

    /// `{"fixed": p}` or `{"flexible": p}`, as `NSCollectionLayoutSpacing`.
    static func spacing(_ reader: SpecReader) throws(SpecError) -> CompositionalSpacing {
        let object = try reader.object(allowing: ["fixed", "flexible"])
        switch (object.child("fixed"), object.child("flexible")) {
        case (let fixed?, nil): return .fixed(try fixed.nonNegative())
        case (nil, let flexible?): return .flexible(try flexible.nonNegative())
        default: throw reader.fail("expected exactly one of fixed, flexible")
        }
    }

    /// `{"leading", "top", "trailing", "bottom"}`, each a spacing or absent, as `NSCollectionLayoutEdgeSpacing`.
    static func edgeSpacing(_ reader: SpecReader) throws(SpecError) -> CompositionalEdgeSpacing {
        let object = try reader.object(allowing: ["leading", "top", "trailing", "bottom"])
        return CompositionalEdgeSpacing(
            leading: try object.child("leading").map { r throws(SpecError) in try spacing(r) },
            top: try object.child("top").map { r throws(SpecError) in try spacing(r) },
            trailing: try object.child("trailing").map { r throws(SpecError) in try spacing(r) },
            bottom: try object.child("bottom").map { r throws(SpecError) in try spacing(r) })
    }

    /// `{"x", "y"}` with finite numbers.
    static func point(_ reader: SpecReader) throws(SpecError) -> Point2D {
        let p = try reader.point()
        return Point2D(x: p.x, y: p.y)
    }

    /// A non-empty element kind of at most `SpecReader.maximumTextLength` characters, without control characters.
    static func elementKind(_ reader: SpecReader) throws(SpecError) -> String {
        try reader.name()
    }

    /// A drawing order: a whole number within ±10000.
    static func zIndex(_ reader: SpecReader) throws(SpecError) -> Int {
        try reader.integer(in: -10_000...10_000)
    }
}
