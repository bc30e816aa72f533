#if !canImport(UIKit)
/// Tabs of view controllers, as UIKit's class: the controllers and the selection are kept; the host draws the
/// selected controller's view. The tab bar is not drawn: the selected controller's safe area is the screen's.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The controllers of the tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            for controller in children { controller.removeFromParent() }
            for controller in newValue ?? [] {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            selectedIndex = min(selectedIndex, max(0, (newValue?.count ?? 1) - 1))
        }
    }

    /// The selected tab's index.
    open var selectedIndex = 0

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set { if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    /// Sets the tabs; the animation is ignored.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's parents.
    public var tabBarController: UITabBarController? { nearestParent(of: UITabBarController.self) }
}
#endif
