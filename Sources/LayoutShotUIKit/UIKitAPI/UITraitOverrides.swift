#if !canImport(UIKit)
/// Traits a view specifies for itself over the ones it would inherit, as iOS 17's `traitOverrides`: set the
/// traits a snapshot needs (a regular width, right to left, a larger text size) on the collection view.
public struct UITraitOverrides: Hashable, Sendable {
    var traits = Traits()

    /// The width class, or `.unspecified` to inherit it.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { traits.horizontalSizeClass }
        set { traits.horizontalSizeClass = newValue }
    }
    /// The height class, or `.unspecified` to inherit it.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { traits.verticalSizeClass }
        set { traits.verticalSizeClass = newValue }
    }
    /// The idiom, or `.unspecified` to inherit it.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { traits.userInterfaceIdiom }
        set { traits.userInterfaceIdiom = newValue }
    }
    /// Pixels per point, or 0 to inherit them.
    public var displayScale: CGFloat {
        get { traits.displayScale }
        set { traits.displayScale = newValue }
    }
    /// The layout direction, or `.unspecified` to inherit it.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { traits.layoutDirection }
        set { traits.layoutDirection = newValue }
    }
    /// The preferred text size, or `.unspecified` to inherit it.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { traits.preferredContentSizeCategory }
        set { traits.preferredContentSizeCategory = newValue }
    }
}
#endif
