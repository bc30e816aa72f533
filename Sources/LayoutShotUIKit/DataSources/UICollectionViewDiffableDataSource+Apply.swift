#if !canImport(UIKit)
// How an applied snapshot reaches the collection view: a reload, or a batch update of the difference once the
// collection view has read its counts, as UIKit's diffable data source does ("apply(_:animatingDifferences:)"
// computes the difference and animates it; `applySnapshotUsingReloadData` resets the collection view).
extension UICollectionViewDiffableDataSource {
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
        completion: (() -> Void)?
    ) {
        faults = snapshot.problems
        var shown = snapshot
        shown.reloadedSectionIdentifiers = []
        shown.reloadedItemIdentifiers = []
        shown.reconfiguredItemIdentifiers = []
        shown.problems = []
        sectionSnapshots = sectionSnapshots.filter { shown.indexOfSection($0.key) != nil }
        guard let collectionView, animated, collectionView.hasReadCounts else {
            current.snapshot = shown
            collectionView?.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current.snapshot, to: snapshot)
        guard !difference.isEmpty else {
            current.snapshot = shown
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            self.current.snapshot = shown
            difference.record(on: collectionView)
        }, completion: { _ in completion?() })
    }
}

extension UICollectionView {
    /// Whether the collection view has read its counts since it last reloaded, or is inside a batch update: a
    /// diffable data source's animated apply is then a batch update, else a reload.
    var hasReadCounts: Bool { counts != nil || passState.pending != nil }
}
#endif
