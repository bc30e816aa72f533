#if !canImport(UIKit)
extension UIViewController {
    /// The nearest navigation controller among this controller's parents, as UIKit finds it.
    public var navigationController: UINavigationController? { nearestParent(of: UINavigationController.self) }

    /// The nearest of this controller's parents that is a `Container`.
    func nearestParent<Container: UIViewController>(of type: Container.Type) -> Container? {
        var candidate = parent
        while let controller = candidate {
            if let container = controller as? Container { return container }
            candidate = controller.parent
        }
        return nil
    }

    /// The coordinator of a running transition; none runs here, so `nil`, and code that checks it takes its
    /// not-animated branch.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

/// A running view-controller transition, as UIKit's protocol; no transition runs here.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` beside the transition and `completion` after it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// What a transition's animations are told, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
}
#endif
