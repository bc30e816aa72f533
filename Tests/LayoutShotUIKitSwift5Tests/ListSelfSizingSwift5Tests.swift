// Outline indentation, symbol image views and self-sizing list headers, in Swift 5 language mode: an app's
// registrations and data source written as they are in Swift 5 code.
import LayoutCore
import LayoutShotUIKit
import Testing

/// What a configuration update handler saw, by item.
final class ExpandedStates {
    var states: [String: Bool] = [:]
}

@MainActor
struct ListSelfSizingSwift5Tests {
    /// A plain list of one section snapshot, "Parent" expanded over "Child": on a 390-wide 3× screen the rows are
    /// 44 high at y 0 and 44; the child's text is indented one level, 10 past the 16-point margin: x 26. The
    /// parent's configuration state is expanded, the child's not.
    @Test func aChildOfASectionSnapshotIsIndentedOneLevel() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collectionView.traitOverrides.displayScale = 3
        let seen = ExpandedStates()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { _, state in seen.states[item] = state.isExpanded }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Parent"])
        outline.append(["Child"], to: "Parent")
        outline.expand(["Parent"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        let cells = try LayoutHost(collectionView: collectionView).resolveContent().attributes
            .filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        #expect(cells.map(\.frame) == [Rect2D(x: 0, y: 0, width: 390, height: 44), Rect2D(x: 0, y: 44, width: 390, height: 44)])
        let textX = cells.map { cell in
            (cell.content?.marks ?? []).compactMap { mark -> Double? in
                if case .text(_, _, let line, _, _) = mark { return line.origin.x }
                return nil
            }
        }
        #expect(textX == [[16], [26]])
        // The configuration state says which item is expanded, as UIKit's does for an outline.
        #expect(seen.states == ["Parent": true, "Child": false])
        withExtendedLifetime(dataSource) {}
    }

    /// A symbol at Body's size and the large scale: 17 × 1.193 × 1.3 = 26.365, 80 pixels at 3×, 80/3 square.
    @Test func aSymbolImageViewHasTheSymbolsSize() {
        let view = UIImageView(image: UIImage(systemName: "gear"))
        view.traitOverrides.displayScale = 3
        // Body made at Large, whatever text size an earlier test left the app at.
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: body, scale: .large)
        #expect(abs(view.intrinsicContentSize.width - 80.0 / 3) < 1e-9 && abs(view.intrinsicContentSize.height - 80.0 / 3) < 1e-9)
    }

    /// A plain list's `header()` header: a Headline line (61/3 at 3×) within 6-point margins, 6 + 61/3 + 6 = 97/3,
    /// where the plain list's estimate was 28; its row follows at 97/3.
    @Test func aPlainHeaderSizesToItsHeadline() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.traitOverrides.displayScale = 3
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in
            var content = UIListContentConfiguration.header()
            content.text = "Header"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Row"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let elements = try LayoutHost(collectionView: collectionView).resolveContent().attributes
        let headerFrame = try #require(elements.first { $0.kind == .header }?.frame)
        let rowFrame = try #require(elements.first { $0.kind == .cell }?.frame)
        #expect(abs(headerFrame.size.height - 97.0 / 3) < 1e-9 && headerFrame.origin.y == 0, "\(headerFrame)")
        #expect(abs(rowFrame.origin.y - 97.0 / 3) < 1e-9, "\(rowFrame)")
        withExtendedLifetime(dataSource) {}
    }
}
