#if !canImport(UIKit)
/// Keys of the view controllers in a transition, as UIKit's struct.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller being left.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller being shown.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys of the views in a transition, as UIKit's struct.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view being left.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view being shown.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// How a view controller is presented, as UIKit's enum.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// In the presenting context.
    case currentContext
    /// A custom presentation.
    case custom
    /// Over the screen, the presenter left visible.
    case overFullScreen
    /// Over the context, the presenter left visible.
    case overCurrentContext
    /// A popover.
    case popover
    /// None.
    case none = -1
    /// The system's choice.
    case automatic = -2
}

/// What a transition animator is given, as UIKit's protocol; the app's animators compile against it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// How the shown view controller is presented.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Tells the system the animation ended.
    func completeTransition(_ didComplete: Bool)
    /// The view controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform applied to the container.
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator of a view-controller transition, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The animation's length in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called when the transition ended; optional in UIKit, so a throwing requirement whose default throws
    /// ``UnimplementedOptionalRequirement``.
    func animationEnded(_ transitionCompleted: Bool) throws
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented.
    public func animationEnded(_ transitionCompleted: Bool) throws {
        throw UnimplementedOptionalRequirement("animationEnded(_:)")
    }
}

/// An interactive transition's driver, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// Supplies a presentation's animators, as UIKit's protocol. Every method is optional in UIKit (the system's
/// animator where it is not implemented), so a throwing requirement here whose default throws
/// ``UnimplementedOptionalRequirement``.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator presenting `presented`.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) throws -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator dismissing `dismissed`.
    func animationController(
        forDismissed dismissed: UIViewController
    ) throws -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive driver of a presentation.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) throws -> (any UIViewControllerInteractiveTransitioning)?
    /// The interactive driver of a dismissal.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) throws -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// Not implemented.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) throws -> (any UIViewControllerAnimatedTransitioning)? {
        throw UnimplementedOptionalRequirement("animationController(forPresented:presenting:source:)")
    }

    /// Not implemented.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) throws -> (any UIViewControllerAnimatedTransitioning)? {
        throw UnimplementedOptionalRequirement("animationController(forDismissed:)")
    }

    /// Not implemented.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) throws -> (any UIViewControllerInteractiveTransitioning)? {
        throw UnimplementedOptionalRequirement("interactionControllerForPresentation(using:)")
    }

    /// Not implemented.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) throws -> (any UIViewControllerInteractiveTransitioning)? {
        throw UnimplementedOptionalRequirement("interactionControllerForDismissal(using:)")
    }
}

#endif
