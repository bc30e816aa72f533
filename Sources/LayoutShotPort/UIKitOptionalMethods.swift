/// UIKit's optional protocol methods that LayoutShotUIKit declares as requirements with defaults: a call site
/// `delegate?.collectionView?(…)` loses the `?` after the method's name, since the method always exists here (its
/// default returns what UIKit uses when the delegate does not implement it).
enum UIKitOptionalMethods {
    /// The methods, by key.
    static let keys: Set<String> = [
        "collectionView(_:layout:sizeForItemAt:)",
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "numberOfSections(in:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        "scrollViewDidScroll(_:)",
        "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)",
        "collectionView(_:shouldSelectItemAt:)",
        "collectionView(_:didSelectItemAt:)",
        "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
        "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)",
        "animationEnded(_:)",
        "startInteractiveTransition(_:presenting:source:)",
        "animationController(forPresented:presenting:source:)",
        "animationController(forDismissed:)",
        "interactionControllerForPresentation(using:)",
        "interactionControllerForDismissal(using:)",
        "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)",
    ]

    /// The key a selector names, if it is one of these: by key, or by base name when that is unique.
    static func key(named name: String) -> String? {
        if keys.contains(name) { return name }
        guard !name.contains("(") else { return nil }
        let matches = keys.filter { FunctionKey.base(of: $0) == name }
        return matches.count == 1 ? matches.first : nil
    }
}
