#if !canImport(UIKit)
/// What one batch update animates, as the collection view collected it from the layout: each element shown
/// before or after the update with the attributes its animation starts from and ends at.
struct UpdateAnimation {
    /// One animated element.
    struct Element {
        /// The element as the picture names it: its index path after the update, or before it for one that is gone.
        var key: ElementKey
        /// Where the animation starts.
        var from: UICollectionViewLayoutAttributes
        /// Where the animation ends.
        var to: UICollectionViewLayoutAttributes
        /// Whether the element is visible after the update (else it leaves the viewport or the collection view).
        var appears: Bool
        /// The method whose answer the far end (`from` when appearing, `to` when leaving) is, for messages.
        var method: String
    }

    /// The elements shown before or after the update, appearing ones first, each in the layout's order.
    var elements: [Element]
    /// The collection view's content size after the update.
    var contentSize: CGSize
}
#endif
