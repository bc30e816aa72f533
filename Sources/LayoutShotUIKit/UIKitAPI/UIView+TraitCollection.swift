#if !canImport(UIKit)
extension UIView {
    /// The view's traits as a phone reports them: `UIDevice.current`'s idiom, `UIScreen.main`'s scale, compact
    /// width, and compact height only when the bounds are wider than tall (landscape).
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: UIDevice.current.userInterfaceIdiom),
            UITraitCollection(displayScale: UIScreen.main.scale),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: bounds.width > bounds.height ? .compact : .regular),
        ])
    }
}
#endif
