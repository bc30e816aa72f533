#if !canImport(UIKit)
import LayoutCore

// The list section a table section is laid out as: the table style's list appearance, a supplementary header or
// footer where the section has one, the table's fixed row height where it sets one.
extension UITableView {
    /// The list appearance of the table's style (UIKit's table styles and list appearances share their names).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

    /// Section `section` as a list section: rows at the delegate's heights, else at `rowHeight` when it is fixed
    /// (else estimated at `estimatedRowHeight`, or the list's row height), headers and footers where `supplementary(_:in:)` shows
    /// them, separators unless `separatorStyle` is `.none`.
    func listSection(_ section: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: listAppearance)
        let header = supplementary(.header, in: section), footer = supplementary(.footer, in: section)
        configuration.headerMode = header.shown ? .supplementary : .none
        configuration.footerMode = footer.shown ? .supplementary : .none
        configuration.showsSeparators = separatorStyle != .none
        if sectionHeaderTopPadding >= 0 { configuration.headerTopPadding = sectionHeaderTopPadding }
        var value = configuration.value(in: environment)
        let fixedRow = rowHeight >= 0 ? rowHeight : nil
        if let height = fixedRow ?? (estimatedRowHeight > 0 ? estimatedRowHeight : nil) { value.metrics.rowHeight = Double(height) }
        var engine = CompositionalSection.list(using: value)
        if let heights = delegateRowHeights(in: section, standard: fixedRow ?? CGFloat(value.metrics.rowHeight)) {
            // One group of the section's rows, each at its own height, stacked in order.
            let rows = heights.map { height in
                CompositionalSubitem.item(CompositionalItem(layoutSize: CompositionalSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(Double(height)))))
            }
            let total = Double(heights.reduce(0, +))
            engine.group = .vertical(
                layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(total)), subitems: rows)
        } else if let fixedRow {
            let size = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Double(fixedRow)))
            engine.group = .horizontal(layoutSize: size, subitems: [.item(CompositionalItem(layoutSize: size))])
        }
        for index in engine.boundarySupplementaryItems.indices {
            let isHeader = engine.boundarySupplementaryItems[index].elementKind == UICollectionView.elementKindSectionHeader
            if let height = isHeader ? header.height : footer.height {
                engine.boundarySupplementaryItems[index].layoutSize.heightDimension = .absolute(Double(height))
            }
        }
        return NSCollectionLayoutSection.listSection(engine)
    }

    /// Each row's height from the delegate's `tableView(_:heightForRowAt:)` (`standard` where it answers
    /// `automaticDimension`), `nil` where the delegate does not implement it, answers `automaticDimension` for every
    /// row, or the section has no rows.
    private func delegateRowHeights(in section: Int, standard: CGFloat) -> [CGFloat]? {
        guard let delegate else { return nil }
        let rows = listView.numberOfItems(inSection: section)
        guard rows > 0, (try? delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))) != nil else { return nil }
        let asked = (0..<rows).map { row in
            (try? delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))) ?? Self.automaticDimension
        }
        // A delegate that answers `automaticDimension` for every row leaves the rows as the table sizes them.
        guard asked.contains(where: { $0 >= 0 }) else { return nil }
        return asked.map { $0 >= 0 ? $0 : standard }
    }

    /// A section's header or footer.
    enum SupplementaryPlace {
        /// Above the rows.
        case header
        /// Below the rows.
        case footer
    }

    /// Whether the section shows a header (or footer), and its height when the delegate or table fixes one (else
    /// the list's): shown where the data source gives a title, the delegate a view, or a height above zero fixes it.
    func supplementary(_ place: SupplementaryPlace, in section: Int) -> (shown: Bool, height: CGFloat?) {
        let asked: CGFloat?
        let hasContent: Bool
        switch place {
        case .header:
            asked = delegate.flatMap { try? $0.tableView(self, heightForHeaderInSection: section) }
                ?? (sectionHeaderHeight >= 0 ? sectionHeaderHeight : nil)
            hasContent = title(place, in: section) != nil
                || (delegate.flatMap { try? $0.tableView(self, viewForHeaderInSection: section) }) != nil
        case .footer:
            asked = delegate.flatMap { try? $0.tableView(self, heightForFooterInSection: section) }
                ?? (sectionFooterHeight >= 0 ? sectionFooterHeight : nil)
            hasContent = title(place, in: section) != nil
                || (delegate.flatMap { try? $0.tableView(self, viewForFooterInSection: section) }) != nil
        }
        let height = asked.flatMap { $0 >= 0 ? $0 : nil }
        if let height { return (height > 0, height) }
        return (hasContent, nil)
    }

    /// The data source's title for the section's header or footer.
    func title(_ place: SupplementaryPlace, in section: Int) -> String? {
        guard let dataSource else { return nil }
        switch place {
        case .header: return (try? dataSource.tableView(self, titleForHeaderInSection: section)) ?? nil
        case .footer: return (try? dataSource.tableView(self, titleForFooterInSection: section)) ?? nil
        }
    }
}
#endif
