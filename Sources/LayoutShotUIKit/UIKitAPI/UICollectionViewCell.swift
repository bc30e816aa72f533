#if !canImport(UIKit)
/// A cell; exists so that `collectionView(_:cellForItemAt:)` and cell subclasses compile. It is never drawn.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view cell content goes into, as in UIKit.
    public let contentView = UIView(frame: .zero)
    /// Whether the cell is selected; recorded only.
    open var isSelected = false
    /// Whether the cell is highlighted; recorded only.
    open var isHighlighted = false
}
#endif
