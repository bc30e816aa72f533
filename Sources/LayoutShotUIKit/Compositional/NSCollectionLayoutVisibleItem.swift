#if !canImport(UIKit)
/// An element as a section's `visibleItemsInvalidationHandler` sees it, as UIKit's protocol; the handler is
/// given `UICollectionViewLayoutAttributes`, which adopt it, and what it changes is what the layout returns.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The element's frame in the collection view's coordinates.
    var frame: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view.
    var representedElementKind: String? { get }
    /// Opacity.
    var alpha: CGFloat { get set }
    /// Drawing order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre.
    var center: CGPoint { get set }
    /// The element's 2-D transform.
    var transform: CGAffineTransform { get set }
    /// The element's 3-D transform.
    var transform3D: CATransform3D { get set }
}

/// The closure a section calls as its visible items change, as UIKit's type alias.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
#endif
