#if !canImport(UIKit)
import LayoutCore

extension AttributesCheck {
    /// Whether `attributes` belong to an orthogonally scrolling section of a compositional layout: its own
    /// scroller holds them, so they may reach past the collection view's content across the scroll axis.
    func scrollsOrthogonally(_ attributes: LayoutAttributes) -> Bool {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.scrollsOrthogonally(attributes) ?? false
    }
}
#endif
