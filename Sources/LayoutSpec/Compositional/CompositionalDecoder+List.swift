import LayoutCore

extension CompositionalDecoder {
    /// A list, as `UICollectionLayoutListConfiguration`; `itemSeparators` stands for `itemSeparatorHandler`,
    /// answering for the rows it names.
    static func list(_ reader: SpecReader) throws(SpecError) -> CompositionalListConfiguration {
        let object = try reader.object(allowing: [
            "appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators", "separatorConfiguration",
            "itemSeparators", "backgroundColor", "metrics",
        ])
        var configuration = CompositionalListConfiguration(
            appearance: try object.required("appearance").choice(CompositionalListConfiguration.Appearance.self),
            headerMode: try object.child("headerMode")?.choice(CompositionalListConfiguration.HeaderMode.self) ?? .none,
            footerMode: try object.child("footerMode")?.choice(CompositionalListConfiguration.SupplementaryMode.self) ?? .none)
        if let r = object.child("headerTopPadding") { configuration.headerTopPadding = try r.nonNegative() }
        if let r = object.child("showsSeparators") { configuration.showsSeparators = try r.bool() }
        if let r = object.child("separatorConfiguration") {
            configuration.separatorConfiguration = try separatorConfiguration(r)
        }
        if let r = object.child("itemSeparators") { configuration.itemSeparatorHandler = try itemSeparators(r) }
        if let r = object.child("backgroundColor") {
            guard let color = RGBAColor(hex: try r.string()) else {
                throw r.fail("must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            configuration.backgroundColor = color
        }
        if let metrics = try object.child("metrics")?.object(allowing: [
            "rowHeight", "plainSupplementaryHeight", "groupedSupplementaryHeight", "groupedSectionSpacing",
            "insetGroupedCornerRadius", "separatorThickness", "cellLayoutMargin",
        ]) {
            if let r = metrics.child("rowHeight") { configuration.metrics.rowHeight = try r.positive() }
            if let r = metrics.child("plainSupplementaryHeight") { configuration.metrics.plainSupplementaryHeight = try r.nonNegative() }
            if let r = metrics.child("groupedSupplementaryHeight") { configuration.metrics.groupedSupplementaryHeight = try r.nonNegative() }
            if let r = metrics.child("groupedSectionSpacing") { configuration.metrics.groupedSectionSpacing = try r.nonNegative() }
            if let r = metrics.child("insetGroupedCornerRadius") { configuration.metrics.insetGroupedCornerRadius = try r.nonNegative() }
            if let r = metrics.child("separatorThickness") { configuration.metrics.separatorThickness = try r.positive() }
            if let r = metrics.child("cellLayoutMargin") { configuration.metrics.cellLayoutMargin = try r.nonNegative() }
        }
        return configuration
    }

    /// A `UIListSeparatorConfiguration`: visibilities and insets, each default automatic.
    private static func separatorConfiguration(_ reader: SpecReader) throws(SpecError) -> CompositionalListSeparatorConfiguration {
        var configuration = CompositionalListSeparatorConfiguration()
        try separatorPatch(reader, allowing: []).apply(to: &configuration)
        return configuration
    }

    /// The separator keys an object gives, to apply over a configuration.
    private static func separatorPatch(_ reader: SpecReader, allowing extra: Set<String>) throws(SpecError) -> SeparatorPatch {
        let object = try reader.object(allowing: extra.union([
            "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets", "bottomSeparatorInsets",
        ]))
        typealias Visibility = CompositionalListSeparatorConfiguration.Visibility
        return SeparatorPatch(
            topVisibility: try object.child("topSeparatorVisibility")?.choice(Visibility.self),
            bottomVisibility: try object.child("bottomSeparatorVisibility")?.choice(Visibility.self),
            topInsets: try object.child("topSeparatorInsets").map { r throws(SpecError) in try directionalInsets(r) },
            bottomInsets: try object.child("bottomSeparatorInsets").map { r throws(SpecError) in try directionalInsets(r) })
    }

    /// `[{"section": s, "item": i, …separator keys}]`: each named row's handler call returns the configuration it
    /// is given with the entry's keys applied; rows not named keep it.
    private static func itemSeparators(_ reader: SpecReader) throws(SpecError) -> CompositionalListSeparatorHandler {
        var rows: [Int: [Int: SeparatorPatch]] = [:]
        for entry in try reader.elements() {
            let patch = try separatorPatch(entry, allowing: ["section", "item"])
            let section = try entry.required("section").integer(in: 0...ItemsDecoder.maximumElements)
            let item = try entry.required("item").integer(in: 0...ItemsDecoder.maximumElements)
            guard rows[section]?[item] == nil else { throw entry.fail("row \(section)·\(item) is named twice") }
            rows[section, default: [:]][item] = patch
        }
        let table = rows
        return CompositionalListSeparatorHandler { section, item, configuration in
            var result = configuration
            table[section]?[item]?.apply(to: &result)
            return result
        }
    }
}

/// Separator keys a spec object gives; absent ones leave a configuration's value.
private struct SeparatorPatch: Sendable {
    var topVisibility: CompositionalListSeparatorConfiguration.Visibility?
    var bottomVisibility: CompositionalListSeparatorConfiguration.Visibility?
    var topInsets: DirectionalEdgeInsets?
    var bottomInsets: DirectionalEdgeInsets?

    func apply(to configuration: inout CompositionalListSeparatorConfiguration) {
        if let topVisibility { configuration.topSeparatorVisibility = topVisibility }
        if let bottomVisibility { configuration.bottomSeparatorVisibility = bottomVisibility }
        if let topInsets { configuration.topSeparatorInsets = topInsets }
        if let bottomInsets { configuration.bottomSeparatorInsets = bottomInsets }
    }
}
