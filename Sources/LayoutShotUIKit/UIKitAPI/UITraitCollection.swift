#if !canImport(UIKit)
/// The traits layouts branch on, as UIKit's class: size classes, idiom, display scale, layout direction and
/// preferred text size. Immutable; a view's traits come from the host's defaults and its `traitOverrides`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The direction the interface is laid out in.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(Traits())
    }

    /// A collection that specifies only the width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection that specifies only the height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(verticalSizeClass: verticalSizeClass))
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(Traits(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(Traits(displayScale: displayScale))
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(Traits(layoutDirection: layoutDirection))
    }

    /// A collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(Traits(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// The traits of `traitCollections` merged: a later collection's specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = Traits()
        for traits in traitCollections { merged.adopt(traits.traits) }
        self.init(merged)
    }

    init(_ traits: Traits) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        displayScale = traits.displayScale
        layoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        super.init()
    }

    /// The traits as one value.
    var traits: Traits {
        Traits(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, layoutDirection: layoutDirection,
            preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Equal when every trait is equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return traits == other.traits
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { traits.hashValue }
}

/// Every trait as one value; `unspecified` (or 0) where a collection does not specify it.
struct Traits: Hashable, Sendable {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var displayScale: CGFloat = 0
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified

    /// Takes every trait `other` specifies.
    mutating func adopt(_ other: Traits) {
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
    }
}
#endif
