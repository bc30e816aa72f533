// Sticky section headers written as popular UIKit flow-layout subclasses write them: headers added for every
// section with visible cells, clamped between the section's first and last items, and a bounds-change
// invalidation context that names only the headers. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

final class StickyHeadersFlowLayout: UICollectionViewFlowLayout {
    private let headerKind = UICollectionView.elementKindSectionHeader

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let collectionView = collectionView else { return context }
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            flowContext.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView.bounds.size
        }
        let headers = (0..<collectionView.numberOfSections).map { IndexPath(item: 0, section: $0) }
        context.invalidateSupplementaryElements(ofKind: headerKind, at: headers)
        return context
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        var attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let sectionsWithCells = Set(attributes.filter { $0.representedElementCategory == .cell }.map { $0.indexPath.section })
        let sectionsWithHeaders = Set(attributes.filter { $0.representedElementKind == headerKind }.map { $0.indexPath.section })
        for section in sectionsWithCells.subtracting(sectionsWithHeaders).sorted() {
            if let header = super.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: section)) {
                attributes.append(header.copy() as! UICollectionViewLayoutAttributes)
            }
        }
        for header in attributes where header.representedElementKind == headerKind {
            stick(header)
        }
        return attributes
    }

    private func stick(_ header: UICollectionViewLayoutAttributes) {
        guard let collectionView = collectionView else { return }
        let section = header.indexPath.section
        let items = collectionView.numberOfItems(inSection: section)
        guard items > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
              let last = layoutAttributesForItem(at: IndexPath(item: items - 1, section: section)) else { return }
        let height = header.frame.height
        let top = max(collectionView.contentOffset.y, first.frame.minY - height)
        header.frame.origin.y = min(top, last.frame.maxY - height)
        header.zIndex = 1024
    }
}
