#if !canImport(UIKit)
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutShotUIKit

/// uikit-transition.png: a two-column grid under a header inserting its second item, which grows in from a fifth
/// of its size while fading in; the filmstrip's frames are captioned with their stage, at scale 2.
@MainActor
package enum TransitionImage {
    /// Two columns 10 apart under a 30-point header, items 40 high; inserted items start at a fifth of their size.
    final class GrowInTwoColumnLayout: UICollectionViewLayout {
        private var cache: [UICollectionViewLayoutAttributes] = []
        private var height: CGFloat = 0
        private var inserted: Set<IndexPath> = []

        override func prepare() {
            cache = []
            guard let collectionView else { return }
            let width = collectionView.bounds.width
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
            header.frame = CGRect(x: 0, y: 0, width: width, height: 30)
            cache.append(header)
            let column = (width - 3 * 10) / 2
            for item in 0..<collectionView.numberOfItems(inSection: 0) {
                let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                cell.frame = CGRect(
                    x: 10 + CGFloat(item % 2) * (column + 10), y: 40 + CGFloat(item / 2) * 50, width: column, height: 40)
                cache.append(cell)
            }
            height = (cache.last?.frame.maxY ?? 30) + 10
        }

        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            inserted = []
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            if inserted.contains(itemIndexPath) { attributes?.transform = CGAffineTransform(scaleX: 0.2, y: 0.2) }
            return attributes
        }
    }

    /// A data source whose item count the insertion changes.
    final class Items: NSObject, UICollectionViewDataSource {
        var count = 5

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Before, start, midpoint and after of inserting item 1 into five items, in a 200 × 190 collection view.
    package static func picture() throws -> Picture {
        let items = Items()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 190), collectionViewLayout: GrowInTwoColumnLayout())
        view.dataSource = items
        let transition = try LayoutHost(collectionView: view).transition(midpoint: true) {
            items.count = 6
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        return try LayoutPicture.picture(of: transition.sceneFrames, scale: 2)
    }
}
#endif
