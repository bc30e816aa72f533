#if !canImport(UIKit)
extension UICollectionView {
    /// What both `setCollectionViewLayout` methods do: the hooks in UIKit's order around the change.
    func replaceLayout(with layout: UICollectionViewLayout, completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        completion?(true)
    }

    /// Starts an interactive transition to `layout`: the collection view shows a `UICollectionViewTransitionLayout`
    /// (the data source's, if its delegate makes one) whose progress the app sets.
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let transition = (try? delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout))
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        interactiveTransition = (transition, completion)
        collectionViewLayout = transition
        return transition
    }

    /// Ends the interactive transition at the new layout; its completion runs with `(true, true)`.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// Ends the interactive transition back at the old layout; its completion runs with `(true, false)`.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        collectionViewLayout = finished ? transition.nextLayout : transition.currentLayout
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        completion?(true, finished)
    }
}
#endif
