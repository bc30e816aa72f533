import UIKit
import QuartzCore

/// A flow layout that asks UIKit's own optional delegate method, as layouts do.
open class SizingFlowLayout: UICollectionViewFlowLayout {
    public func size(at indexPath: IndexPath) -> CGSize {
        let delegate = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    public var transformKeyPath: String { #keyPath(UICollectionViewCell.transform) }
}
