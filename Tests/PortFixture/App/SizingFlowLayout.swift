import UIKit
import QuartzCore

/// A flow layout that asks UIKit's own optional delegate methods, in each form layouts use.
open class SizingFlowLayout: UICollectionViewFlowLayout {
    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    /// `delegate?.f?(…) ?? fallback`.
    public func size(at indexPath: IndexPath) -> CGSize {
        let delegate = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    /// `delegate?.f?(…) != nil`, as CollectionViewSlantedLayout learns whether the app sizes items itself.
    public func delegateSizesItems(at indexPath: IndexPath) -> Bool {
        flowDelegate?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath) != nil
    }

    /// `responds(to:)` guarding a forced call.
    public func sizeIfResponds(at indexPath: IndexPath) -> CGSize {
        guard let delegate = flowDelegate else { return itemSize }
        if delegate.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))) {
            return delegate.collectionView!(collectionView!, layout: self, sizeForItemAt: indexPath)
        }
        return itemSize
    }

    /// `responds(to:) ? forced call : fallback`.
    public func lineSpacing(in section: Int) -> CGFloat {
        guard let delegate = flowDelegate else { return minimumLineSpacing }
        return delegate.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:)))
            ? delegate.collectionView!(collectionView!, layout: self, minimumLineSpacingForSectionAt: section)
            : minimumLineSpacing
    }

    /// A forced call, where the app knows its delegate implements the method.
    public func forcedSize(at indexPath: IndexPath) -> CGSize {
        flowDelegate!.collectionView!(collectionView!, layout: self, sizeForItemAt: indexPath)
    }

    public var transformKeyPath: String { #keyPath(UICollectionViewCell.transform) }
}
