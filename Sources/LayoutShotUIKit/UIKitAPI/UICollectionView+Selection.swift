#if !canImport(UIKit)
extension UICollectionView {
    /// The selected items, or `nil` when none is, as UIKit answers.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item at `indexPath` (without a multiple selection, in place of the others) and scrolls it to
    /// `scrollPosition`; `nil` clears the selection. The animation is ignored; the delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selectedItems.removeAll() }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the animation is ignored and the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
    }
}
#endif
