#if !canImport(UIKit)
/// The collection view's delegate, as UIKit's protocol; layouts read it through `as?` casts to their own protocols.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
#endif
