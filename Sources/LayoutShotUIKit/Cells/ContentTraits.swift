#if !canImport(UIKit)
/// The traits a cell's content is laid out and drawn with: its text size and direction. The host makes cells
/// outside any view hierarchy, so a view that does not set them (nor an ancestor) takes the app's, which the
/// host sets from the snapshot's traits before each pass (`UIApplication.adopt`).
struct ContentTraits {
    /// The text size.
    var category: UIContentSizeCategory
    /// Whether the content runs right to left.
    var isRightToLeft: Bool

    /// The traits `view` shows its content with.
    @MainActor
    init(of view: UIView) {
        var category = UIApplication.shared.preferredContentSizeCategory
        var rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        var categoryFound = false, directionFound = false
        var current: UIView? = view
        while let candidate = current, !(categoryFound && directionFound) {
            let traits = candidate.traitOverrides.traits
            if !categoryFound, traits.preferredContentSizeCategory != .unspecified {
                category = traits.preferredContentSizeCategory
                categoryFound = true
            }
            if !directionFound {
                switch candidate.semanticContentAttribute {
                case .forceLeftToRight: rightToLeft = false; directionFound = true
                case .forceRightToLeft: rightToLeft = true; directionFound = true
                default:
                    if traits.layoutDirection != .unspecified {
                        rightToLeft = traits.layoutDirection == .rightToLeft
                        directionFound = true
                    }
                }
            }
            current = candidate.superview
        }
        self.category = category
        self.isRightToLeft = rightToLeft
    }

    /// A trait collection of these traits, for a configuration state.
    var traitCollection: UITraitCollection {
        UITraitCollection(Traits(
            layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight, preferredContentSizeCategory: category))
    }
}
#endif
