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
            configuration.separatorConfiguration = try separatorConfiguration(r, allowing: [])
        }
        if let r = object.child("itemSeparators") { configuration.itemSeparatorHandler = try itemSeparators(r) }
        if let r = object.child("backgroundColor") {
            guard let color = LayoutColor(hex: try r.string()) else {
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
    private static func separatorConfiguration(
        _ reader: SpecReader, allowing extra: Set<String>
    ) throws(SpecError) -> CompositionalListSeparatorConfiguration {
        let object = try reader.object(allowing: extra.union([
            "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets", "bottomSeparatorInsets",
        ]))
        typealias Visibility = CompositionalListSeparatorConfiguration.Visibility
        return CompositionalListSeparatorConfiguration(
            topSeparatorVisibility: try object.child("topSeparatorVisibility")?.choice(Visibility.self) ?? .automatic,
            bottomSeparatorVisibility: try object.child("bottomSeparatorVisibility")?.choice(Visibility.self) ?? .automatic,
            topSeparatorInsets: try object.child("topSeparatorInsets").map { r throws(SpecError) in try directionalInsets(r) },
            bottomSeparatorInsets: try object.child("bottomSeparatorInsets").map { r throws(SpecError) in try directionalInsets(r) })
    }

    /// `[{"section": s, "item": i, …separator configuration}]`: the configuration each named row's handler call
    /// returns; rows not named keep the list's.
    private static func itemSeparators(_ reader: SpecReader) throws(SpecError) -> CompositionalListSeparatorHandler {
        var rows: [Int: [Int: CompositionalListSeparatorConfiguration]] = [:]
        for entry in try reader.elements() {
            let object = try entry.object(allowing: [
                "section", "item", "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets", "bottomSeparatorInsets",
            ])
            let section = try object.required("section").integer(in: 0...ItemsDecoder.maximumElements)
            let item = try object.required("item").integer(in: 0...ItemsDecoder.maximumElements)
            guard rows[section]?[item] == nil else { throw entry.fail("row \(section)·\(item) is named twice") }
            rows[section, default: [:]][item] = try separatorConfiguration(entry, allowing: ["section", "item"])
        }
        let table = rows
        return CompositionalListSeparatorHandler { section, item, configuration in table[section]?[item] ?? configuration }
    }
}
