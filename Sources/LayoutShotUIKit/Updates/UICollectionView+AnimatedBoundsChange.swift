#if !canImport(UIKit)
// An animated change of the collection view's size (a rotation, a split-view resize) as UIKit performs it,
// without the animation; what the layout's hooks return is kept for `LayoutHost.transition(toViewport:at:midpoint:)`.
extension UICollectionView {
    /// Resizes the collection view to `size` as an animated bounds change: the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` and invalidated with `invalidationContext(forBoundsChange:)`,
    /// the bounds change, the layout is prepared, told `prepare(forAnimatedBoundsChange:)` with the old bounds,
    /// asked for its elements and for the initial attributes of every element visible after and the final
    /// attributes of every element visible before, and told `finalizeAnimatedBoundsChange()`. Every element
    /// stays itself, so by default each slides from its old place and only elements new to the viewport fade.
    /// The order is inferred from Apple's documentation of the two hooks and public write-ups about rotation.
    func performAnimatedBoundsChange(to size: CGSize) {
        prepareLayoutIfNeeded()
        let layout = collectionViewLayout
        let oldBounds = bounds
        let newBounds = CGRect(origin: oldBounds.origin, size: size)
        let beforeAttributes = copies(layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: layout.collectionViewContentSize)))
        let visibleBefore = beforeAttributes.filter { $0.frame.finitelyIntersects(oldBounds) }
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = CGRect(origin: bounds.origin, size: size)
        prepareLayoutIfNeeded()
        guard let mapping = try? UpdateMapping(PendingUpdates(), before: loadedCounts, after: loadedCounts) else { return }
        let pass = UpdatePass(mapping: mapping, before: beforeAttributes)
        passState.update = pass
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        let contentSize = layout.collectionViewContentSize
        let afterAttributes = copies(layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize)))
        pass.setAfter(afterAttributes)
        let visibleAfter = afterAttributes.filter { $0.frame.finitelyIntersects(bounds) }
        let elements = animatedElements(layout, pass: pass, visibleBefore: visibleBefore, visibleAfter: visibleAfter)
        layout.finalizeAnimatedBoundsChange()
        passState.update = nil
        passState.lastAnimation = UpdateAnimation(elements: elements, contentSize: contentSize)
    }
}
#endif
