// A list whose inserted rows grow in and deleted rows shrink away, written as update animations are usually
// written for UIKit in Swift 5: the changes are sorted out by a nonisolated helper in
// prepare(forCollectionViewUpdates:), the attribute tweak lives in a fileprivate extension, and the overrides
// adjust what super returns. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

/// The index paths the updates insert (after the update) or delete (before it): a nonisolated helper.
func indexPaths(of action: UICollectionViewUpdateItem.Action, in updates: [UICollectionViewUpdateItem]) -> Set<IndexPath> {
    var paths = Set<IndexPath>()
    for update in updates where update.updateAction == action {
        if let path = action == .delete ? update.indexPathBeforeUpdate : update.indexPathAfterUpdate {
            paths.insert(path)
        }
    }
    return paths
}

fileprivate extension UICollectionViewLayoutAttributes {
    func shrink(to scale: CGFloat) {
        alpha = 0
        transform = CGAffineTransform(scaleX: scale, y: scale)
    }
}

final class ScaleInListLayout: UICollectionViewFlowLayout {
    private var insertedPaths = Set<IndexPath>()
    private var deletedPaths = Set<IndexPath>()

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedPaths = indexPaths(of: .insert, in: updateItems)
        deletedPaths = indexPaths(of: .delete, in: updateItems)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedPaths.removeAll()
        deletedPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) else { return nil }
        if insertedPaths.contains(itemIndexPath) { attributes.shrink(to: 0.5) }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) else { return nil }
        if deletedPaths.contains(itemIndexPath) { attributes.shrink(to: 0.5) }
        return attributes
    }
}
