#if !canImport(UIKit)
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutShotUIKit

/// uikit-diffable-apply.png: a diffable data source's animated apply drawn as a batch update's filmstrip: in a
/// three-column grid of numbered cells, item 2 is deleted, 10 inserted after 5 and 9 moved to the front.
@MainActor
package enum DiffableApplyImage {
    /// The items before and after the apply.
    package static let before = Array(1...9)
    package static let after = [9, 1, 3, 4, 5, 10, 6, 7, 8]

    /// A flow grid of 56 × 40 cells, 10 apart and 10 from the edges, in a 208 × 160 collection view, fed by a
    /// diffable data source of list cells that show their number, with `before` applied.
    package static func grid() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 56, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 208, height: 160), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemGray5
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot(before), animatingDifferences: false)
        return (view, dataSource)
    }

    /// One section of `items`.
    package static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Before, start, midpoint and after of applying `after` with animation.
    package static func picture() throws -> Picture {
        let (view, dataSource) = grid()
        let transition = try LayoutHost(collectionView: view).transition(midpoint: true) {
            dataSource.apply(snapshot(after))
        }
        return try LayoutPicture.picture(of: transition.sceneFrames, scale: 2)
    }
}
#endif
