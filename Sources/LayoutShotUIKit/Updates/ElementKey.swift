#if !canImport(UIKit)
/// One element's identity in one state of the collection view: category, kind string and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    /// The same element kind at another index path.
    func moved(to indexPath: IndexPath) -> ElementKey {
        ElementKey(category: category, kind: kind, indexPath: indexPath)
    }
}

extension UICollectionViewLayoutAttributes {
    /// The identity of the element these attributes place.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}
#endif
