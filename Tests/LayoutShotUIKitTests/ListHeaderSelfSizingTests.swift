import LayoutCore
import LayoutShotUIKit
import Testing

/// List headers and footers size themselves, as rows do, on a 390-point-wide 3× screen at Large: a header's height
/// is its text's line (rounded up to pixels) within its list content configuration's 6-point top and bottom margins
/// (the host's stand-in; Apple documents none); a view that measures nothing keeps the list's stand-in height.
@MainActor
struct ListHeaderSelfSizingTests {
    /// The host of a one-row-per-section list of `appearance` with headers (and footers when `footers`), the
    /// supplementary views made by `header` for each kind and section; the data source is returned to keep it alive.
    static func host(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, sections: Int, footers: Bool = false,
        header: @escaping (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    ) -> (LayoutHost, AnyObject) {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        if footers { list.footerMode = .supplementary }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.traitOverrides.displayScale = 3
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = header
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections { snapshot.appendItems([section], toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        return (LayoutHost(collectionView: collectionView), dataSource)
    }

    /// A supplementary registration of list cells showing `configuration` with the section's name.
    static func registration(
        _ kind: String, _ configuration: @escaping () -> UIListContentConfiguration
    ) -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell> {
        UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { view, _, indexPath in
            var content = configuration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
    }

    /// Grouped: section 0's header is a `groupedHeader()` (Footnote, 13 × 1.193 = 15.509, 46.5 → 47 pixels, 47/3):
    /// 6 + 47/3 + 6 = 83/3 = 27.667 high, its row below it at 83/3 to 83/3 + 44 = 215/3. Section 1's header is a
    /// plain reusable view, which measures nothing: it keeps the grouped list's 38 (the estimate), at 215/3, its row
    /// at 215/3 + 38 = 329/3. Rows run edge to edge, 390 wide.
    @Test func aGroupedHeaderTakesItsFootnotesHeightAndAPlainViewKeepsTheEstimate() throws {
        let grouped = Self.registration(UICollectionView.elementKindSectionHeader) { .groupedHeader() }
        let (host, dataSource) = Self.host(.grouped, sections: 2) { view, kind, indexPath in
            indexPath.section == 0 ? view.dequeueConfiguredReusableSupplementary(using: grouped, for: indexPath) : nil
        }
        defer { withExtendedLifetime(dataSource) {} }
        let elements = try host.resolveContent().attributes
        func frame(_ kind: ElementKind, _ section: Int) -> Rect2D? {
            elements.first { $0.kind == kind && $0.section == section }?.frame
        }
        let expected: [(ElementKind, Int, Double, Double)] = [
            (.header, 0, 0, 83.0 / 3), (.cell, 0, 83.0 / 3, 44), (.header, 1, 215.0 / 3, 38), (.cell, 1, 329.0 / 3, 44),
        ]
        for (kind, section, y, height) in expected {
            let found = try #require(frame(kind, section))
            #expect(found.origin.x == 0 && found.size.width == 390 && abs(found.origin.y - y) < 1e-9
                && abs(found.size.height - height) < 1e-9, "\(kind) \(section): \(found)")
        }
    }

    /// Inset grouped: a `prominentInsetGroupedHeader()` (bold Title 3, 20 × 1.193 = 23.86, 71.6 → 72 pixels, 24)
    /// is 6 + 24 + 6 = 36 high, inset to the 16-point margins (358 wide at x 16); a `groupedFooter()` (Footnote)
    /// below the row is 83/3, at 36 + 44 = 80.
    @Test func aProminentHeaderAndAFooterSizeToTheirText() throws {
        let header = Self.registration(UICollectionView.elementKindSectionHeader) { .prominentInsetGroupedHeader() }
        let footer = Self.registration(UICollectionView.elementKindSectionFooter) { .groupedFooter() }
        let (host, dataSource) = Self.host(.insetGrouped, sections: 1, footers: true) { view, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        defer { withExtendedLifetime(dataSource) {} }
        let elements = try host.resolveContent().attributes
        let top = try #require(elements.first { $0.kind == .header }?.frame)
        let bottom = try #require(elements.first { $0.kind == .footer }?.frame)
        #expect(top == Rect2D(x: 16, y: 0, width: 358, height: 36))
        #expect(abs(bottom.origin.y - 80) < 1e-9 && abs(bottom.size.height - 83.0 / 3) < 1e-9 && bottom.origin.x == 16, "\(bottom)")
    }
}
