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

    /// Always `.possible`: no gesture happens in a still picture.
    open var state: State { .possible }
    /// Whether the recognizer is active; kept.
    open var isEnabled = true
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// How many touches the gesture has: none here.
    open var numberOfTouches: Int { 0 }

    /// Creates a recognizer attached to no view.
    public override init() {
        super.init()
    }

    /// The gesture's location in `view`: with no touch ever made, the origin, `(0, 0)`.
    open func location(in view: UIView?) -> CGPoint {
        .zero
    }
}
#endif
