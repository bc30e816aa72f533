#if !canImport(UIKit)
/// The running app as layouts query it: its layout direction and preferred text size.
///
/// `LayoutHost` sets both from the hosted collection view's traits before each pass, so a layout that reads
/// `UIApplication.shared` sees what the snapshot asked for (`traitOverrides` on the collection view).
@preconcurrency @MainActor
open class UIApplication: NSObject {
    /// The app layouts see.
    public static let shared = UIApplication()

    /// The interface's direction; left to right unless the host's traits say otherwise.
    open internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The user's preferred text size; `.large` unless the host's traits say otherwise.
    open internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// Pixels per point of the screen the host lays out for, which text sizes round up to (`PixelGrid`).
    var displayScale: CGFloat = UIScreen.main.scale
    /// The app's delegate; no app runs here, so `nil` unless app code sets one, and then held weakly as UIKit holds it.
    open weak var delegate: (any UIApplicationDelegate)?

    private override init() {
        super.init()
    }

    /// Takes the direction, text size and display scale from `traits`, as UIKit's app reflects the device's settings.
    func adopt(_ traits: UITraitCollection) {
        userInterfaceLayoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        preferredContentSizeCategory = traits.preferredContentSizeCategory == .unspecified
            ? .large : traits.preferredContentSizeCategory
        displayScale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }
}
#endif
