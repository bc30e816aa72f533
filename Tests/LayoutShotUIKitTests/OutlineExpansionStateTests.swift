import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// A cell whose item is an expanded parent of the applied section snapshot is in the expanded state, as UIKit sets
/// `UICellConfigurationState.isExpanded`, and its outline disclosure points down; a collapsed parent's points to the
/// trailing side.
@MainActor
struct OutlineExpansionStateTests {
    enum Section: Hashable, Sendable { case main }

    @Test func anExpandedParentIsInTheExpandedStateAndItsChevronPointsDown() throws {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Lemon"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.expand(["Fruit"])
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        var states: [String: Bool] = [:]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
            cell.configurationUpdateHandler = { _, state in states[item] = state.isExpanded }
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(outline, to: .main, animatingDifferences: false)
        let cells = try LayoutHost(collectionView: collectionView).resolveContent().attributes.filter { $0.kind == .cell }
        // Fruit (expanded), Lemon, Vegetables (collapsed): the configuration update sees each one's state.
        #expect(states == ["Fruit": true, "Lemon": false, "Vegetables": false])
        func chevron(_ item: Int) -> [Point2D]? {
            cells.first { $0.item == item }?.content?.marks.lazy.compactMap {
                if case .polyline(let points, _, _, false, false) = $0 { return points }
                return nil
            }.first
        }
        // Down: both ends above the tip, level with each other. Trailing: both ends left of the tip.
        let down = try #require(chevron(0)), trailing = try #require(chevron(2))
        #expect(down[0].y == down[2].y && down[1].y > down[0].y && down[0].x < down[1].x && down[1].x < down[2].x)
        #expect(trailing[0].x == trailing[2].x && trailing[1].x > trailing[0].x && trailing[0].y < trailing[1].y)
    }
}
