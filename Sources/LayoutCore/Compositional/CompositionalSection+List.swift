extension CompositionalSection {
    /// The section a list configuration stands for, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// Rows: a full-width item estimated at `rowHeight` in a one-item group, as list cells size themselves
    /// (measured when the host has a size provider, else laid out at the estimate). The plain appearances pin their headers and
    /// footers; grouped sections without a supplementary header get `groupedSectionSpacing` above their rows;
    /// the inset appearances measure their content from the layout margins and put a rounded background behind
    /// the rows only (between the header and footer, inside the section's `contentInsets` as they are when the
    /// layout is computed, not as they were when the section was made). `headerTopPadding` moves a supplementary header down by that much and the rows with it,
    /// so the padding lies above the header inside the section (Apple: "the amount of padding above each
    /// section header"). A `backgroundColor` paints a background behind the whole section. Separators and the
    /// `firstItemInSection` header row are derived from the computed rows (`section.list` keeps the configuration).
    public static func list(using configuration: CompositionalListConfiguration) -> CompositionalSection {
        let metrics = configuration.metrics, appearance = configuration.appearance
        let header = configuration.headerMode == .supplementary, footer = configuration.footerMode == .supplementary
        let rowSize = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowHeight))
        let row = CompositionalItem(layoutSize: rowSize)
        var section = CompositionalSection(group: .horizontal(layoutSize: rowSize, subitems: [.item(row)]))
        section.list = configuration
        let plain = appearance.isPlain
        let height = plain ? metrics.plainSupplementaryHeight : metrics.groupedSupplementaryHeight
        let size = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let padding = header ? max(0, configuration.headerTopPadding ?? 0) : 0
        if header {
            section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                layoutSize: size, elementKind: CompositionalListConfiguration.headerElementKind, alignment: .top,
                absoluteOffset: Point2D(x: 0, y: padding), pinToVisibleBounds: plain))
            section.contentInsets.top = padding
        }
        if footer {
            section.boundarySupplementaryItems.append(CompositionalBoundarySupplementaryItem(
                layoutSize: size, elementKind: CompositionalListConfiguration.footerElementKind, alignment: .bottom,
                pinToVisibleBounds: plain))
        }
        if configuration.backgroundColor != nil {
            section.decorationItems.append(CompositionalDecorationItem(
                elementKind: CompositionalListConfiguration.backgroundColorElementKind, zIndex: -1))
        }
        guard !plain else { return section }
        if !header { section.contentInsets.top = metrics.groupedSectionSpacing }
        if appearance.isInset {
            section.contentInsetsReference = .layoutMargins
            section.supplementaryContentInsetsReference = .layoutMargins
            // The background's frame is the rows' band, found when the layout is computed, so it follows
            // contentInsets set after the section is made (as the rows do).
            section.decorationItems.append(CompositionalDecorationItem(
                elementKind: CompositionalListConfiguration.backgroundElementKind,
                cornerRadius: metrics.insetGroupedCornerRadius))
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
