#if !canImport(UIKit)
/// The traits a cell's content is laid out and drawn with: its text size, direction and display scale. The host makes cells
/// outside any view hierarchy, so a view that does not set them (nor an ancestor) takes the app's, which the
/// host sets from the snapshot's traits before each pass (`UIApplication.adopt`).
struct ContentTraits {
    /// The text size.
    var category: UIContentSizeCategory
    /// Whether the content runs right to left.
    var isRightToLeft: Bool
    /// Pixels per point, which text heights round up to (`PixelGrid`); the app's (the host's traits) by default.
    var displayScale: CGFloat

    /// The traits `view` shows its content with.
    @MainActor
    init(of view: UIView) {
        var category = UIApplication.shared.preferredContentSizeCategory
        var rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        var scale = UIApplication.shared.displayScale
        var categoryFound = false, directionFound = false, scaleFound = false
        var current: UIView? = view
        while let candidate = current, !(categoryFound && directionFound && scaleFound) {
            // A view of the host's own classes at every default overrides nothing and forces no direction (an app's
            // class may override the two properties' getters, so it is always asked).
            guard candidate.hasKeptState || !Self.plainClasses.contains(ObjectIdentifier(type(of: candidate))) else {
                current = candidate.superview
                continue
            }
            let traits = candidate.traitOverrides.traits
            if !scaleFound, traits.displayScale > 0 {
                scale = traits.displayScale
                scaleFound = true
            }
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
        self.displayScale = scale
    }

    /// The host's classes whose trait overrides and semantic content attribute are the kept ones.
    @MainActor private static let plainClasses: [ObjectIdentifier] = [
        UIView.self, UILabel.self, UIImageView.self, UIListContentView.self, UICollectionViewCell.self,
        UICollectionViewListCell.self,
    ].map { ObjectIdentifier($0) }

    /// A trait collection of these traits, for a configuration state.
    var traitCollection: UITraitCollection {
        UITraitCollection(Traits(
            layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight, preferredContentSizeCategory: category))
    }
}
#endif
