import LayoutShotUIKit

/// A flow layout that asks UIKit's own optional delegate methods, in each form layouts use.
open class SizingFlowLayout: UICollectionViewFlowLayout {
    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    /// `delegate?.f?(…) ?? fallback`.
    public func size(at indexPath: IndexPath) -> CGSize {
        let delegate = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
        return (try? delegate?.collectionView(collectionView!, layout: self, sizeForItemAt: indexPath)) ?? itemSize
    }

    /// `delegate?.f?(…) != nil`, as CollectionViewSlantedLayout learns whether the app sizes items itself.
    public func delegateSizesItems(at indexPath: IndexPath) -> Bool {
        (try? flowDelegate?.collectionView(collectionView!, layout: self, sizeForItemAt: indexPath)) != nil
    }

    /// `responds(to:)` guarding a forced call.
    public func sizeIfResponds(at indexPath: IndexPath) -> CGSize {
        guard let delegate = flowDelegate else { return itemSize }
        if let optionalResult1 = try? delegate.collectionView(collectionView!, layout: self, sizeForItemAt: indexPath) {
            return optionalResult1
        }
        return itemSize
    }

    /// `responds(to:) ? forced call : fallback`.
    public func lineSpacing(in section: Int) -> CGFloat {
        guard let delegate = flowDelegate else { return minimumLineSpacing }
        return (try? delegate.collectionView(collectionView!, layout: self, minimumLineSpacingForSectionAt: section)) ?? minimumLineSpacing
    }

    /// A forced call, where the app knows its delegate implements the method.
    public func forcedSize(at indexPath: IndexPath) -> CGSize {
        try! flowDelegate!.collectionView(collectionView!, layout: self, sizeForItemAt: indexPath)
    }

    public var transformKeyPath: String { "transform" }
}
