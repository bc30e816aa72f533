#if !canImport(UIKit)
extension UIApplication {
    /// The key window: none, as nothing is on a screen here.
    public var keyWindow: UIWindow? { nil }
    /// The app's windows: none here.
    public var windows: [UIWindow] { [] }
    /// Whether the app ignores touches; nothing touches it here.
    public var isIgnoringInteractionEvents: Bool { false }

    /// Stops touch delivery; nothing touches the app here.
    public func beginIgnoringInteractionEvents() {}

    /// Resumes touch delivery; nothing touches the app here.
    public func endIgnoringInteractionEvents() {}

    /// Sends `action` up the responder chain: nothing receives it here, so `false`.
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        false
    }
}

/// A window, as UIKit's class: the root of a view hierarchy; `convert(_:to: nil)` stops at the root.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether the window takes keyboard input; never here.
    open var isKeyWindow: Bool { false }

    /// Makes the window key and visible; nothing is on a screen here.
    open func makeKeyAndVisible() {
        isHidden = false
    }
}

extension UIView {
    /// The window the view is in: the root of its hierarchy when that is a window.
    public var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Resigns first responder in the view; there is no keyboard here, so `false`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { false }
}
#endif
