#if !canImport(UIKit)
/// Attributes are what a visible-items handler is given and changes, as in UIKit, where they adopt the protocol too.
extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
#endif
