#if !canImport(UIKit)
/// What the collection view remembers between and during passes over its layout: the prepare count and cap,
/// what user code raised that the current pass has not handed over yet, and the batch update in progress and
/// the last one done.
@MainActor
struct CollectionViewPassState {
    /// How many times `prepare()` has run through this collection view.
    var prepareCalls = 0
    /// How many passes one preparation may take before the layout counts as invalidating itself in every pass.
    var maximumPrepares = 10
    /// Faults user code caused since the last pass handed them over (`UICollectionView.runPass`).
    var faults: [LayoutFault] = []
    /// Warnings user code caused since the last pass handed them over.
    var warnings: [LayoutWarning] = []
    /// The changes named so far in the outermost `performBatchUpdates(_:completion:)`, `nil` outside one.
    var pending: PendingUpdates?
    /// Completions of nested batches, run with the outermost one's.
    var completions: [(Bool) -> Void] = []
    /// The batch update whose hooks are running, which the layout's default initial and final attributes read.
    var update: UpdatePass?
    /// What the last batch update animated.
    var lastAnimation: UpdateAnimation?
    /// The element whose view the data source is being asked for, `nil` outside that call.
    var dequeuing: ElementDequeue?
}
#endif
