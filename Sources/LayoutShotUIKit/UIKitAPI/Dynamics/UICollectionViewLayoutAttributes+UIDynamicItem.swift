#if !canImport(UIKit)
/// Layout attributes are dynamic items, as in UIKit: a layout's `UIDynamicAnimator` moves them.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
#endif
