#if !canImport(UIKit)
/// The table view's delegate, as UIKit's protocol: the heights and header views it answers shape the rows drawn;
/// the selection and editing methods are for the app's own calls. UIKit's optional methods are throwing requirements
/// here whose defaults throw ``UnimplementedOptionalRequirement`` (a delegate's plain method satisfies them), so
/// `try?` gives nil where the delegate does not implement one, as the optional call does on iOS.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of a row; `UITableView.rowHeight` where it is not implemented (or answers `automaticDimension`).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat
    /// The estimated height of a row; kept, as rows are laid out at their height.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) throws -> CGFloat
    /// The height of a section's header; `sectionHeaderHeight` where it is not implemented.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) throws -> CGFloat
    /// The height of a section's footer; `sectionFooterHeight` where it is not implemented.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) throws -> CGFloat
    /// A section's header view, shown instead of the title; the title's header where it is not implemented or answers `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) throws -> UIView?
    /// A section's footer view, shown instead of the title.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) throws -> UIView?
    /// A cell is about to show.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) throws
    /// The row that is selected instead of the one tapped; `nil` selects none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
    /// A row was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) throws
    /// A row was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) throws
    /// Whether a row highlights when touched; UIKit takes `true` where it is not implemented.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) throws -> Bool
    /// A row's detail button was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) throws
    /// A row's editing control while the table edits; `.delete` where it is not implemented and the row can be edited.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) throws -> UITableViewCell.EditingStyle
    /// Whether a row's content indents while it shows an editing control; UIKit takes `true`. Kept.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) throws -> Bool
    /// The actions a row shows when swiped from its leading edge; kept, as nothing is swiped here.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) throws -> UISwipeActionsConfiguration?
    /// The actions a row shows when swiped from its trailing edge; kept, as nothing is swiped here.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) throws -> UISwipeActionsConfiguration?
    /// Where a row being dragged would land; kept, as nothing is dragged here.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) throws -> IndexPath
}

extension UITableViewDelegate {
    /// Not implemented.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("tableView(_:heightForRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("tableView(_:estimatedHeightForRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("tableView(_:heightForHeaderInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) throws -> CGFloat {
        throw UnimplementedOptionalRequirement("tableView(_:heightForFooterInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) throws -> UIView? {
        throw UnimplementedOptionalRequirement("tableView(_:viewForHeaderInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) throws -> UIView? {
        throw UnimplementedOptionalRequirement("tableView(_:viewForFooterInSection:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("tableView(_:willDisplay:forRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath? {
        throw UnimplementedOptionalRequirement("tableView(_:willSelectRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("tableView(_:didSelectRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("tableView(_:didDeselectRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("tableView(_:shouldHighlightRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) throws {
        throw UnimplementedOptionalRequirement("tableView(_:accessoryButtonTappedForRowWith:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) throws -> UITableViewCell.EditingStyle {
        throw UnimplementedOptionalRequirement("tableView(_:editingStyleForRowAt:)")
    }

    /// Not implemented.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) throws -> Bool {
        throw UnimplementedOptionalRequirement("tableView(_:shouldIndentWhileEditingRowAt:)")
    }

    /// Not implemented.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) throws -> UISwipeActionsConfiguration? {
        throw UnimplementedOptionalRequirement("tableView(_:leadingSwipeActionsConfigurationForRowAt:)")
    }

    /// Not implemented.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) throws -> UISwipeActionsConfiguration? {
        throw UnimplementedOptionalRequirement("tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
    }

    /// Not implemented.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) throws -> IndexPath {
        throw UnimplementedOptionalRequirement("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
    }
}
#endif
