#if !canImport(UIKit)
// A table's row and section updates: each is the list's item or section update, named in one batch between
// `beginUpdates()` and `endUpdates()` or in `performBatchUpdates(_:completion:)`, else a batch of its own, so
// the host checks the counts after it as UIKit does. The row animations are kept, not drawn.
extension UITableView {
    /// Names the updates that follow, until `endUpdates()`, as one batch.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = [] }
    }

    /// Runs the updates named since `beginUpdates()` as one batch.
    public func endUpdates() {
        guard let updates = pendingUpdates else { return }
        pendingUpdates = nil
        listView.performBatchUpdates { for update in updates { update() } }
    }

    /// Runs `updates` as one batch, then `completion`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows at their index paths after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertItems(at: indexPaths) }
    }

    /// Deletes rows at their index paths before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deleteItems(at: indexPaths) }
    }

    /// Asks the data source again for the rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadItems(at: indexPaths) }
    }

    /// Asks the data source again for the rows' content, as `reloadRows(at:with:)` here.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reloadItems(at: indexPaths) }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections at their indexes after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertSections(sections) }
    }

    /// Deletes sections at their indexes before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deleteSections(sections) }
    }

    /// Asks the data source again for the sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadSections(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.moveSection(section, toSection: newSection) }
    }

    /// Asks the delegate again for the headers' and footers' titles; no animation.
    public func reloadSectionIndexTitles() {}

    private func update(_ change: @escaping (UICollectionView) -> Void) {
        let list = listView
        if pendingUpdates != nil {
            pendingUpdates?.append { change(list) }
        } else {
            list.performBatchUpdates { change(list) }
        }
    }
}
#endif
