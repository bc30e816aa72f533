#if !canImport(UIKit)
/// The app delegate's protocol, as UIKit's: an app's delegate compiles, and is never run by a snapshot.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
#endif
