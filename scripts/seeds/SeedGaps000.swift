// What seed 000's article uses but never prints: two helpers of the class and one property. Written for
// this check from what their call sites need.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

extension JYWaterfallFlowLayout {
    /// Assigned from the delegate, never read by the printed code.
    var spacingWithPreviousSection: CGFloat {
        get { 0 }
        set {}
    }

    func supplementaryViewAttributes(ofKind kind: String, indexPath: IndexPath) -> [UICollectionViewLayoutAttributes] {
        layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map { [$0] } ?? []
    }

    func itemAttributes(inSection section: Int) -> [UICollectionViewLayoutAttributes] {
        let count = collectionView?.numberOfItems(inSection: section) ?? 0
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section)) }
    }
}
