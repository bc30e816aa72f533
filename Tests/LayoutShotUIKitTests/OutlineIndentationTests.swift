import LayoutCore
import LayoutShotUIKit
import Testing

/// An outline in a sidebar list, expanded one level, as an app's menu: rows' frames, the children's indentation
/// by outline level and the disclosure chevrons' place, worked by hand on a 390-point-wide 3× screen at Large.
@MainActor
struct OutlineIndentationTests {
    enum Section: Hashable, Sendable { case main }

    /// The outline: "Fruit" (over "Citrus", itself over "Lemon", and "Berries") and "Vegetables" (over "Leek"),
    /// the two roots expanded, as a user's tap on each chevron leaves them.
    /// The host, and the data source it draws, which the collection view holds weakly (as UIKit's does).
    static func host() -> (LayoutHost, AnyObject) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionView.traitOverrides.displayScale = 3
        let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let parents: Set = ["Fruit", "Citrus", "Vegetables"]
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { view, indexPath, item in
            parents.contains(item)
                ? view.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Citrus", "Berries"], to: "Fruit")
        outline.append(["Lemon"], to: "Citrus")
        outline.append(["Leek"], to: "Vegetables")
        outline.expand(["Fruit", "Vegetables"])
        dataSource.apply(outline, to: .main, animatingDifferences: false)
        return (LayoutHost(collectionView: collectionView), dataSource)
    }

    /// The sidebar is laid out as an inset-grouped list: rows inset to the 16-point layout margins (390 − 32 = 358
    /// wide at x 16) below the grouped section's 35-point top spacing, every row 44 high (a Headline or Body line,
    /// 61/3 pt on a 3× screen, within 11-point margins is 11 + 20.333 + 11 = 42.333, under the 44-point minimum):
    /// row i at 35 + 44 i. Collapsed "Citrus" hides "Lemon": five rows.
    ///
    /// Children are indented by their outline level without the app setting it (Apple: `indentationLevel` "sets
    /// automatically when you use a hierarchical data source, such as an NSDiffableDataSourceSectionSnapshot"): the
    /// content view moves by level × `indentationWidth` (10, `UITableViewCell`'s documented default), so a root's text
    /// is at the content's 16-point leading margin and a child's at 10 + 16 = 26. The chevron is trailing and not
    /// indented: 17 wide (the host's stand-in) back from the 16-point trailing margin, x 358 − 16 − 17 = 325 to 342,
    /// for a root and for the indented "Citrus" alike; it points down on an expanded item (`isExpanded` is set from
    /// the section snapshot as the level is).
    @Test func anOutlineExpandedOneLevelIndentsItsChildren() throws {
        let (host, dataSource) = Self.host()
        defer { withExtendedLifetime(dataSource) {} }
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        #expect(cells.map(\.frame) == (0..<5).map { Rect2D(x: 16, y: 35 + 44 * Double($0), width: 358, height: 44) })
        #expect(cells.map { ListCellContentTests.texts($0).map(\.0) } == [["Fruit"], ["Citrus"], ["Berries"], ["Vegetables"], ["Leek"]])
        try #require(cells.count == 5)
        let textX = cells.map { ListCellContentTests.texts($0).first?.1.x ?? -1 }
        #expect(textX == [16, 26, 26, 16, 26])
        for index in [0, 1, 3] {
            let points = cells[index].content?.marks.flatMap { mark -> [Point2D] in
                if case .polyline(let points, _, _, _, _) = mark { return points }
                return []
            } ?? []
            #expect(!points.isEmpty && points.allSatisfy { $0.x >= 325 - 1e-9 && $0.x <= 342 + 1e-9 }, "row \(index): \(points)")
            // The expanded roots' chevrons point down (the host's glyph, 12 wide and 6 high, turned a quarter round,
            // as UIKit turns an open outline item's); collapsed "Citrus" points to the trailing side (6 wide, 12 high).
            let xs = points.map(\.x), ys = points.map(\.y)
            let extent = (width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
            let expected = index == 1 ? (width: 6.0, height: 12.0) : (width: 12.0, height: 6.0)
            #expect(abs(extent.width - expected.width) < 1e-9 && abs(extent.height - expected.height) < 1e-9, "row \(index): \(extent)")
        }
    }
}
