import SwiftParser
import SwiftSyntax

/// UIKit's optional protocol methods, as LayoutShotUIKit declares them: throwing requirements whose defaults throw
/// `UnimplementedOptionalRequirement`, exactly as the tool ports a library's `@objc optional` ones. So the tool
/// treats them as the set's own: `delegate?.collectionView?(…)` is called with `try?`, `responds(to:)` shapes
/// become one `try?` call, and a conforming class whose subclass implements one gets a throwing stub.
public enum UIKitOptionalMethods {
    /// Each protocol with the UIKit protocols it inherits, and its optional methods as LayoutShotUIKit declares
    /// them (without `public`).
    public static let protocols: [(name: String, inherits: [String], methods: [String])] = [
        ("UIScrollViewDelegate", [], [
            "func scrollViewDidScroll(_ scrollView: UIScrollView) throws",
            "func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) throws",
            "func scrollViewWillBeginDragging(_ scrollView: UIScrollView) throws",
            "func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) throws",
            "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) throws",
            "func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) throws",
            "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) throws",
        ]),
        ("UICollectionViewDelegate", ["UIScrollViewDelegate"], [
            "func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) throws -> Bool",
            "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) throws",
            "func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) throws",
            "func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) throws -> Bool",
            "func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) throws",
            "func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) throws",
            "func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) throws",
            "func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) throws -> UICollectionViewTransitionLayout",
        ]),
        ("UICollectionViewDelegateFlowLayout", ["UICollectionViewDelegate"], [
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) throws -> CGSize",
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) throws -> UIEdgeInsets",
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) throws -> CGFloat",
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) throws -> CGFloat",
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) throws -> CGSize",
            "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) throws -> CGSize",
        ]),
        ("UICollectionViewDataSource", [], [
            "func numberOfSections(in collectionView: UICollectionView) throws -> Int",
            "func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) throws -> UICollectionReusableView",
            "func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) throws -> Bool",
            "func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) throws",
        ]),
        ("UITableViewDataSource", [], [
            "func numberOfSections(in tableView: UITableView) throws -> Int",
            "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) throws -> String?",
            "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) throws -> String?",
            "func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) throws -> Bool",
            "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) throws -> Bool",
            "func sectionIndexTitles(for tableView: UITableView) throws -> [String]?",
            "func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) throws -> Int",
            "func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) throws",
            "func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) throws",
        ]),
        ("UITableViewDelegate", ["UIScrollViewDelegate"], [
            "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat",
            "func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) throws -> CGFloat",
            "func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) throws -> CGFloat",
            "func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) throws -> CGFloat",
            "func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) throws -> UIView?",
            "func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) throws -> UIView?",
            "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) throws",
            "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?",
            "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) throws",
            "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) throws",
            "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) throws -> Bool",
            "func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) throws",
            "func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) throws -> UITableViewCell.EditingStyle",
            "func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) throws -> Bool",
            "func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) throws -> UISwipeActionsConfiguration?",
            "func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) throws -> UISwipeActionsConfiguration?",
            "func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) throws -> IndexPath",
        ]),
        ("UIGestureRecognizerDelegate", [], [
            "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) throws -> Bool",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) throws -> Bool",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) throws -> Bool",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) throws -> Bool",
            // One key for two methods: calls match either; a stub is the touch one (``isOtherOverload``).
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) throws -> Bool",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) throws -> Bool",
        ]),
        ("UIViewControllerAnimatedTransitioning", [], [
            "func animationEnded(_ transitionCompleted: Bool) throws",
        ]),
        ("UIViewControllerTransitioningDelegate", [], [
            "func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) throws -> (any UIViewControllerAnimatedTransitioning)?",
            "func animationController(forDismissed dismissed: UIViewController) throws -> (any UIViewControllerAnimatedTransitioning)?",
            "func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) throws -> (any UIViewControllerInteractiveTransitioning)?",
            "func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) throws -> (any UIViewControllerInteractiveTransitioning)?",
        ]),
    ]

    /// The requirements by key, the first of two overloads of one key.
    static let requirements: [String: OptionalRequirement] = {
        var result: [String: OptionalRequirement] = [:]
        for (name, _, methods) in protocols {
            for method in methods {
                let decl = declaration(method)
                let key = FunctionKey.of(decl)
                guard result[key] == nil else { continue }
                result[key] = OptionalRequirement(
                    key: key, protocolName: name, signature: method,
                    returnsValue: OptionalRequirementDecl.returnsValue(decl),
                    returnsOptional: OptionalRequirementDecl.returnsOptional(decl), isUIKit: true)
            }
        }
        return result
    }()

    private static func declaration(_ signature: String) -> FunctionDeclSyntax {
        Parser.parse(source: signature).statements.first!.item.as(FunctionDeclSyntax.self)!
    }

    private static func parameterTypes(_ decl: FunctionDeclSyntax) -> [String] {
        decl.signature.parameterClause.parameters.map(\.type.trimmedDescription)
    }

    /// Whether `method` is another overload of the key of `requirement` than the one the table gives
    /// (`shouldReceive event: UIEvent` for the touch one): a stub of the requirement would not be what it overrides.
    static func isOtherOverload(_ method: FunctionDeclSyntax, of requirement: OptionalRequirement) -> Bool {
        guard requirement.isUIKit else { return false }
        let overloads = protocols.flatMap(\.methods).map(declaration).filter { FunctionKey.of($0) == requirement.key }
        return overloads.count > 1 && parameterTypes(method) != parameterTypes(declaration(requirement.signature))
    }

    /// The keys of UIKit's optional methods.
    public static var keys: Set<String> { Set(requirements.keys) }

    /// An index that knows UIKit's protocols and their optional methods before the set's own are read.
    static func seed(_ index: inout PortIndex) {
        index.optionalRequirements = requirements
        for (name, inherits, _) in protocols {
            index.objcProtocols[name] = inherits
            index.protocolRequirements[name] = requirements.values.filter { $0.protocolName == name }.map(\.key).sorted()
        }
    }
}
