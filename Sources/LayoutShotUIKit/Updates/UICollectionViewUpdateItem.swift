#if !canImport(UIKit)
/// One change of a batch update as the layout sees it in `prepare(forCollectionViewUpdates:)`, as UIKit's class.
///
/// Item changes carry two-index paths; section changes carry the section with `NSNotFound` as the item, as UIKit
/// passes them. `indexPathBeforeUpdate` is `nil` for an insertion, `indexPathAfterUpdate` for a deletion.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Hashable, Sendable {
        /// An item or section was inserted.
        case insert
        /// An item or section was deleted.
        case delete
        /// An item or section was reloaded: its old element leaves and a new one takes its place.
        case reload
        /// An item or section moved.
        case move
        /// No change.
        case none
    }

    /// Where the element was before the batch; `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the batch; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// Whether the change is to a whole section (the item index is `NSNotFound`).
    var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.last == NSNotFound }

    /// The change, for messages and debugging.
    open nonisolated override var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> "
                + "\(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
        }
    }
}
#endif
