// Written the way self-sizing "magazine" layouts are usually written for UIKit in Swift 5: a full-width lead
// story, then rows of two half-width stories, every height measured by the cell and kept in a cache keyed by
// index path until the data changes. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

final class MagazineLayout: UICollectionViewLayout {
    var spacing: CGFloat = 10
    var estimatedHeight: CGFloat = 100

    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return collectionView.bounds.width
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        var y: CGFloat = 0
        let count = collectionView.numberOfItems(inSection: 0)
        if count > 0 {
            let lead = makeAttributes(item: 0, x: 0, y: y, width: contentWidth)
            y = lead.frame.maxY + spacing
        }
        let halfWidth = (contentWidth - spacing) / 2
        var item = 1
        while item < count {
            let left = makeAttributes(item: item, x: 0, y: y, width: halfWidth)
            var rowBottom = left.frame.maxY
            if item + 1 < count {
                let right = makeAttributes(item: item + 1, x: halfWidth + spacing, y: y, width: halfWidth)
                rowBottom = max(rowBottom, right.frame.maxY)
            }
            y = rowBottom + spacing
            item += 2
        }
        contentHeight = max(0, y - spacing)
    }

    private func makeAttributes(item: Int, x: CGFloat, y: CGFloat, width: CGFloat) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: item, section: 0)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: x, y: y, width: width, height: measuredHeights[indexPath] ?? estimatedHeight)
        cache.append(attributes)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        return preferredAttributes.frame.height != originalAttributes.frame.height
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        measuredHeights[originalAttributes.indexPath] = preferredAttributes.frame.height
        context.contentSizeAdjustment = CGSize(
            width: 0, height: preferredAttributes.frame.height - originalAttributes.frame.height)
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts {
            measuredHeights.removeAll()
        }
        super.invalidateLayout(with: context)
    }
}

/// A story cell: as wide as the layout makes it, as tall as its content needs at that width.
final class StoryCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let fitting = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.frame.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        attributes.frame.size = CGSize(width: layoutAttributes.frame.width, height: ceil(fitting.height))
        return attributes
    }
}
