extension CompositionalSection {
    /// The section a list configuration stands for, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// Rows: a full-width item of `rowHeight` in a one-item group. `plain` pins its headers and footers;
    /// grouped sections without a header get `groupedSectionSpacing` above their rows; `insetGrouped` measures
    /// its content from the layout margins and puts a rounded background behind the rows only.
    public static func list(using configuration: CompositionalListConfiguration) -> CompositionalSection {
        let metrics = configuration.metrics, appearance = configuration.appearance
        let headerMode = configuration.headerMode, footerMode = configuration.footerMode
        let rowSize = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.rowHeight))
        let row = CompositionalItem(layoutSize: rowSize)
        var section = CompositionalSection(group: .horizontal(layoutSize: rowSize, subitems: [.item(row)]))
        let plain = appearance == .plain
        let height = plain ? metrics.plainSupplementaryHeight : metrics.groupedSupplementaryHeight
        let size = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                layoutSize: size, elementKind: CompositionalListConfiguration.headerElementKind, alignment: .top, pinToVisibleBounds: plain))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                layoutSize: size, elementKind: CompositionalListConfiguration.footerElementKind, alignment: .bottom, pinToVisibleBounds: plain))
        }
        guard !plain else { return section }
        if headerMode == .none { section.contentInsets.top = metrics.groupedSectionSpacing }
        if appearance == .insetGrouped {
            section.contentInsetsReference = .layoutMargins
            section.supplementaryContentInsetsReference = .layoutMargins
            let header = headerMode == .supplementary ? height : 0, footer = footerMode == .supplementary ? height : 0
            section.decorationItems = [CompositionalDecorationItem(
                elementKind: CompositionalListConfiguration.backgroundElementKind,
                contentInsets: DirectionalEdgeInsets(top: header + section.contentInsets.top, bottom: footer),
                cornerRadius: metrics.insetGroupedCornerRadius)]
        }
        return section
    }
}

extension CompositionalLayout {
    /// A list layout, as `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: CompositionalListConfiguration) -> CompositionalLayout {
        CompositionalLayout(section: .list(using: configuration))
    }
}
