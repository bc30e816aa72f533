#if !canImport(UIKit)
// Batch updates as UIKit performs them, without the animation: the layout gets its update hooks in UIKit's
// order and what they return is kept for `LayoutHost.transition(at:updates:)`.
extension UICollectionView {
    /// Applies the insertions, deletions, reloads and moves `updates` names as one change. The data source's
    /// counts are read again after the block and checked against the changes (a mismatch is the "Invalid update"
    /// fault, reported by the host; the layout then only reloads and `completion` is not called). Then the layout is invalidated with a
    /// context whose `invalidateDataSourceCounts` is set, prepared, told `prepare(forCollectionViewUpdates:)`,
    /// asked for its elements, for supplementary and decoration views it adds or removes, for the initial
    /// attributes of every element visible after and the final attributes of every element visible before the
    /// update, and told `finalizeCollectionViewUpdates()`. Nothing animates: `completion` runs at once with
    /// `true`. The order is inferred from Apple's documentation of each hook and public write-ups. The counts
    /// before the update are the ones the collection view last read, as on a device: read them (any query of
    /// the host does) before changing the data source.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if passState.pending != nil {
            updates?()
            if let completion { passState.completions.append(completion) }
            return
        }
        prepareLayoutIfNeeded()
        let countsBefore = loadedCounts
        let layout = collectionViewLayout
        let beforeAttributes = copies(layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: layout.collectionViewContentSize)))
        let visibleBefore = beforeAttributes.filter { $0.frame.intersects(bounds) }
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
            recordedFaults.append(error)
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
        let visibleAfter = afterAttributes.filter { $0.frame.intersects(bounds) }
        let elements = animatedElements(layout, pass: pass, visibleBefore: visibleBefore, visibleAfter: visibleAfter)
        layout.finalizeCollectionViewUpdates()
        passState.update = nil
        passState.lastAnimation = UpdateAnimation(elements: elements, contentSize: contentSize)
        for completion in completions { completion(true) }
    }

    /// Inserts items at the index paths they have after the update.
    public func insertItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.passState.pending?.insertedItems += indexPaths }
    }

    /// Deletes the items at the index paths they have before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.passState.pending?.deletedItems += indexPaths }
    }

    /// Replaces the items at the index paths they have before the update with new ones (cross-fading by default).
    public func reloadItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.passState.pending?.reloadedItems += indexPaths }
    }

    /// Moves an item from its index path before the update to its index path after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates { self.passState.pending?.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at the indexes they have after the update.
    public func insertSections(_ sections: IndexSet) {
        performBatchUpdates { self.passState.pending?.insertedSections += Array(sections) }
    }

    /// Deletes the sections at the indexes they have before the update.
    public func deleteSections(_ sections: IndexSet) {
        performBatchUpdates { self.passState.pending?.deletedSections += Array(sections) }
    }

    /// Replaces every element of the sections (indexes before the update).
    public func reloadSections(_ sections: IndexSet) {
        performBatchUpdates { self.passState.pending?.reloadedSections += Array(sections) }
    }

    /// Moves a section from its index before the update to its index after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { self.passState.pending?.movedSections.append((section, newSection)) }
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
