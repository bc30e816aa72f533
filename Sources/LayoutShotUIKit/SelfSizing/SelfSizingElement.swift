#if !canImport(UIKit)
/// What a view being sized by the host knows about itself: the element it stands for, the axes its layout
/// leaves to it, and the provider its `systemLayoutSizeFitting` answers from. Set on the view only for the
/// duration of the host's `preferredLayoutAttributesFitting(_:)` call.
struct SelfSizingElement {
    var indexPath: IndexPath
    var category: UICollectionView.ElementCategory
    var elementKind: String?
    var axes: SelfSizingAxes
    var provider: SelfSizingProvider

    /// The fitting priority UIKit's default `preferredLayoutAttributesFitting(_:)` uses on an axis: the
    /// element's own size (`.fittingSizeLevel`) where the layout estimates, the layout's (`.required`) elsewhere.
    func priority(_ axis: SelfSizingAxes) -> UILayoutPriority {
        axes.contains(axis) ? .fittingSizeLevel : .required
    }
}
#endif
