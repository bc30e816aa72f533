import LayoutShotUIKit

/// A one-column list, rows 100 × 20 stacked from the top, sections one after another; inserted rows fly in from
/// the left and deleted rows fly out to the right, both fading, as custom insertion animations are written.
class FlyInListLayout: UICollectionViewLayout {
    private var rows: [UICollectionViewLayoutAttributes] = []
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    override func prepare() {
        super.prepare()
        rows = []
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: 100, height: 20)
                rows.append(attributes)
                y += 20
            }
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat(rows.count) * 20) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.first { $0.indexPath == indexPath }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert: if let path = update.indexPathAfterUpdate { inserted.insert(path) }
            case .delete: if let path = update.indexPathBeforeUpdate { deleted.insert(path) }
            default: break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
        deleted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) {
            attributes?.frame.origin.x = -100
            attributes?.alpha = 0
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleted.contains(itemIndexPath) {
            attributes?.frame.origin.x = 100
            attributes?.alpha = 0
        }
        return attributes
    }
}

/// The fly-in list, logging every call the collection view makes during an update, to check UIKit's order.
final class RecordingListLayout: FlyInListLayout {
    var log: [String] = []

    private static func name(_ path: IndexPath?) -> String {
        guard let path else { return "nil" }
        return path.map { $0 == NSNotFound ? "-" : String($0) }.joined(separator: "·")
    }

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate everything \(context.invalidateEverything) counts \(context.invalidateDataSourceCounts)")
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("elements")
        return super.layoutAttributesForElements(in: rect)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        log.append("updates " + updateItems.map { "\($0.updateAction) \(Self.name($0.indexPathBeforeUpdate))>\(Self.name($0.indexPathAfterUpdate))" }
            .joined(separator: ", "))
        super.prepare(forCollectionViewUpdates: updateItems)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(Self.name(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(Self.name(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        log.append("finalize")
        super.finalizeCollectionViewUpdates()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("should \(newBounds.width) × \(newBounds.height)")
        return true
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        log.append("bounds from \(oldBounds.width) × \(oldBounds.height) to \(collectionView!.bounds.width)")
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    override func finalizeAnimatedBoundsChange() {
        log.append("finalize bounds")
        super.finalizeAnimatedBoundsChange()
    }
}
