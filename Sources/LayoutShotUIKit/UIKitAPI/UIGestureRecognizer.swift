#if !canImport(UIKit)
/// A gesture recognizer, as UIKit's class, for layout code that reads one; nothing touches the screen here.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// No gesture yet: always so here.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (and was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized: the same value as `ended`.
        public static let recognized = State.ended
    }

    /// Where the recognizer is; `.possible` unless the app's subclass sets it, as no gesture happens here.
    open var state: State = .possible
    /// The object asked whether the recognizer may begin or recognize with others; held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether touches it recognizes are cancelled in the view; kept.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails; kept.
    open var delaysTouchesBegan = false
    /// Whether touch ends reach the view only after the gesture fails; kept.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?
    /// The target–action pairs, in the order added; nothing fires them, as no gesture happens here.
    open private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []
    /// The recognizers this one waits to fail.
    open private(set) var requiredToFail: [UIGestureRecognizer] = []
    /// Whether the recognizer is active; kept.
    open var isEnabled = true
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// How many touches the gesture has: none here.
    open var numberOfTouches: Int { 0 }

    /// A recognizer sending `action` to `target` (when both are given) as its state changes.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target, attached to no view.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target–action pair (kept; the target is not retained by UIKit, and is held as given here).
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((target as AnyObject, action))
    }

    /// Removes the pairs of `target` (every target when `nil`) and `action` (every action when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Makes the recognizer wait for `otherGestureRecognizer` to fail; kept.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// Clears the recognizer's state; nothing to clear here.
    open func reset() {}

    /// The gesture's location in `view`: with no touch ever made, the origin, `(0, 0)`.
    open func location(in view: UIView?) -> CGPoint {
        .zero
    }

    /// Where touch `touchIndex` is in `view`: the origin, as there is no touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        .zero
    }
}
#endif
