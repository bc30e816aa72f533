#if !canImport(UIKit)
/// A stack of view controllers under a navigation bar, as UIKit's class. The stack is kept; the host draws the
/// top controller's view. Bars are not drawn: the top controller's safe area is the screen's (see
/// docs/uikit-host.md, "Screens").
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children { controller.removeFromParent() }
            for controller in newValue { addChild(controller) }
        }
    }

    /// The controller on top.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown; the top one here.
    open var visibleViewController: UIViewController? { topViewController }
    /// The bar's settings; kept.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden; kept.
    open var isNavigationBarHidden = false

    /// A stack holding `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// Pushes `viewController` on the stack; the animation is ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and returns it; the animation is ignored.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Sets the stack; the animation is ignored.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the bar; kept.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A navigation bar's settings, as UIKit's class; kept, as bars are not drawn here.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether titles are large; kept.
    open var prefersLargeTitles = false
}
#endif
