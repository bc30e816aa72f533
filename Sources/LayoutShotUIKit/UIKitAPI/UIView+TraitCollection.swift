#if !canImport(UIKit)
extension UIView {
    /// The view's traits: a phone's (`UIDevice.current`'s idiom, `UIScreen.main`'s scale, compact width, compact
    /// height only when the bounds are wider than tall, left to right, large text) with `traitOverrides` on top.
    public var traitCollection: UITraitCollection {
        var traits = Traits(
            horizontalSizeClass: .compact, verticalSizeClass: bounds.width > bounds.height ? .compact : .regular,
            userInterfaceIdiom: UIDevice.current.userInterfaceIdiom, displayScale: UIScreen.main.scale,
            layoutDirection: .leftToRight, preferredContentSizeCategory: .large)
        traits.adopt(traitOverrides.traits)
        return UITraitCollection(traits)
    }

    /// The direction the view lays out in: forced by `semanticContentAttribute`, else the traits' direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial:
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// How `attribute` resolves for this view's traits, as UIKit's class method.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }
}
#endif
