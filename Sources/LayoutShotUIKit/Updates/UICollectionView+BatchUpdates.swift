#if !canImport(UIKit)
// Batch updates as UIKit performs them, without the animation: the layout gets its update hooks in UIKit's
// order and what they return is kept for `LayoutHost.transition(at:midpoint:updates:)`. The public methods are
// in the class, so that subclasses can override them as UIKit's.
extension UICollectionView {
    /// Runs `performBatchUpdates(_:completion:)`: see its documentation in the class.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if passState.pending != nil {
            updates?()
            if let completion { passState.completions.append(completion) }
            return
        }
        prepareLayoutIfNeeded()
        let countsBefore = loadedCounts
        let layout = collectionViewLayout
        let beforeAttributes = copies(layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: layout.collectionViewContentSize)))
        let visibleBefore = beforeAttributes.filter { $0.frame.finitelyIntersects(bounds) }
        passState.pending = PendingUpdates()
        updates?()
        let pending = passState.pending ?? PendingUpdates()
        let completions = passState.completions + (completion.map { [$0] } ?? [])
        passState.pending = nil
        passState.completions = []
        counts = nil
        let mapping: UpdateMapping
        do {
            mapping = try UpdateMapping(pending, before: countsBefore, after: loadedCounts)
        } catch {
            report(error)
            reloadData()
            return
        }
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        let pass = UpdatePass(mapping: mapping, before: beforeAttributes)
        passState.update = pass
        layout.prepare(forCollectionViewUpdates: mapping.changes.map {
            UICollectionViewUpdateItem(action: $0.action, before: $0.before, after: $0.after)
        })
        let contentSize = layout.collectionViewContentSize
        let afterAttributes = copies(layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize)))
        pass.setAfter(afterAttributes)
        askForLayoutChanges(layout, pass: pass, shown: beforeAttributes + afterAttributes)
        let visibleAfter = afterAttributes.filter { $0.frame.finitelyIntersects(bounds) }
        let elements = animatedElements(layout, pass: pass, visibleBefore: visibleBefore, visibleAfter: visibleAfter)
        layout.finalizeCollectionViewUpdates()
        passState.update = nil
        passState.lastAnimation = UpdateAnimation(elements: elements, contentSize: contentSize)
        for completion in completions { completion(true) }
    }

    /// Adds the changes `change` names to the batch in progress, or runs them as a batch of their own.
    func recordUpdate(_ change: @escaping (inout PendingUpdates) -> Void) {
        guard var pending = passState.pending else {
            performBatchUpdates { self.recordUpdate(change) }
            return
        }
        change(&pending)
        passState.pending = pending
    }

    func copies(_ attributes: [UICollectionViewLayoutAttributes]?) -> [UICollectionViewLayoutAttributes] {
        (attributes ?? []).map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    /// Asks, for each supplementary and decoration kind shown before or after, which views the layout adds
    /// or removes of its own accord.
    private func askForLayoutChanges(
        _ layout: UICollectionViewLayout, pass: UpdatePass, shown: [UICollectionViewLayoutAttributes]
    ) {
        func kinds(_ category: ElementCategory) -> [String] {
            Array(Set(shown.filter { $0.representedElementCategory == category }.compactMap(\.representedElementKind))).sorted()
        }
        for kind in kinds(.supplementaryView) {
            let deleted = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            let inserted = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            pass.addLayoutChanges(
                inserted: inserted.map { ElementKey(category: .supplementaryView, kind: kind, indexPath: $0) },
                deleted: deleted.map { ElementKey(category: .supplementaryView, kind: kind, indexPath: $0) })
        }
        for kind in kinds(.decorationView) {
            let deleted = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
            let inserted = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            pass.addLayoutChanges(
                inserted: inserted.map { ElementKey(category: .decorationView, kind: kind, indexPath: $0) },
                deleted: deleted.map { ElementKey(category: .decorationView, kind: kind, indexPath: $0) })
        }
    }

    /// Asks the initial attributes of every element visible after the update, then the final attributes of
    /// every element visible before it; those that stay visible animate from the first, the others to the second.
    func animatedElements(
        _ layout: UICollectionViewLayout, pass: UpdatePass, visibleBefore: [UICollectionViewLayoutAttributes],
        visibleAfter: [UICollectionViewLayoutAttributes]
    ) -> [UpdateAnimation.Element] {
        var elements: [UpdateAnimation.Element] = []
        for attributes in visibleAfter {
            let key = attributes.elementKey
            let (initial, method) = initialAttributes(layout, key)
            elements.append(.init(key: key, from: initial ?? attributes, to: attributes, appears: true, method: method))
        }
        let shownAfter = Set(visibleAfter.map(\.elementKey))
        for attributes in visibleBefore {
            let key = attributes.elementKey
            let (final, method) = finalAttributes(layout, key)
            let newKey = pass.newKey(forOld: key)
            if let newKey, shownAfter.contains(newKey) { continue }
            elements.append(.init(key: newKey ?? key, from: attributes, to: final ?? attributes, appears: false, method: method))
        }
        return elements
    }

    private func initialAttributes(
        _ layout: UICollectionViewLayout, _ key: ElementKey
    ) -> (UICollectionViewLayoutAttributes?, String) {
        switch key.category {
        case .cell:
            (layout.initialLayoutAttributesForAppearingItem(at: key.indexPath),
             "initialLayoutAttributesForAppearingItem(at:)")
        case .supplementaryView:
            (layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath),
             "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)")
        case .decorationView:
            (layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath),
             "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)")
        }
    }

    private func finalAttributes(
        _ layout: UICollectionViewLayout, _ key: ElementKey
    ) -> (UICollectionViewLayoutAttributes?, String) {
        switch key.category {
        case .cell:
            (layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath),
             "finalLayoutAttributesForDisappearingItem(at:)")
        case .supplementaryView:
            (layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath),
             "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)")
        case .decorationView:
            (layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath),
             "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)")
        }
    }
}
#endif
