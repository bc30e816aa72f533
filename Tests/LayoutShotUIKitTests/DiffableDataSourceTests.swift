import LayoutCore
import LayoutShotUIKit
import Testing

/// The modern data flow: snapshots of identifiers, registrations and a diffable data source driving the host.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    /// Two sections of a plain list, 390 wide: rows 44 high (the list's minimum at Large), the second section's rows
    /// below the first's three: row 3 (section 1, item 0) at y 3 × 44 = 132. Each row draws its item's text.
    @Test func aSnapshotAppliedThroughARegistrationIsDrawnWithItsText() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear", "Plum"], toSection: .fruit)
        snapshot.appendItems(["Leek", "Kale"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "Kale")
        #expect(dataSource.indexPath(for: "Plum") == IndexPath(item: 2, section: 0))
        let host = LayoutHost(collectionView: collectionView)
        host.sizeProvider = .estimates
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        let leek = try #require(cells.first { $0.section == 1 && $0.item == 0 })
        #expect(leek.frame == Rect2D(x: 0, y: 132, width: 390, height: 44))
        let texts = (leek.content?.marks ?? []).compactMap { mark -> String? in
            if case .text(let text, _, _, _, _) = mark { return text }
            return nil
        }
        #expect(texts == ["Leek"])
        #expect(dataSource.faults.isEmpty)
    }

    /// An item appended twice is the error UIKit raises: kept as a fault naming the method, and nothing is appended.
    @Test func aDuplicateItemIsAFaultNamingTheMethod() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["Apple", "Apple"], toSection: .fruit)
        #expect(snapshot.numberOfItems == 0)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { _, _, _ in nil }
        dataSource.apply(snapshot)
        #expect(dataSource.faults.first?.description.contains("appendItems") == true, "\(dataSource.faults)")
    }

    /// An outline: a parent with two children, one of which has a child. Collapsed, only the roots are visible;
    /// expanding the parent shows its children (levels 1), not the grandchild of a collapsed child.
    @Test func aSectionSnapshotShowsOnlyExpandedItems() throws {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Citrus", "Berries"], to: "Fruit")
        outline.append(["Lemon"], to: "Citrus")
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Citrus", "Berries", "Vegetables"])
        #expect(outline.level(of: "Lemon") == 2 && outline.parent(of: "Lemon") == "Citrus" && !outline.isVisible("Lemon"))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { _, _, _ in nil }
        dataSource.apply(outline, to: .fruit, animatingDifferences: false)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.snapshot(for: .fruit).isExpanded("Fruit"))
    }
}
