#if !canImport(UIKit)
/// An event, as UIKit's class: what `point(inside:with:)` and `hitTest(_:with:)` are given. Nothing touches
/// the screen here, so an event has no touches unless the app's code makes one to pass along.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event, as UIKit's enum.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
    }

    /// The kind of event: touches.
    open var type: EventType { .touches }
    /// When the event happened, in seconds since startup: 0.
    open var timestamp: TimeInterval { 0 }
    /// The event's touches: none.
    open var allTouches: Set<UITouch>? { nil }

    /// Creates an event.
    public override init() {
        super.init()
    }
}

/// A finger on the screen, as UIKit's class, so that touch-handling code compiles; none happens here.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life, as UIKit's enum.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger rests.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The touch's phase.
    open var phase: Phase { .began }
    /// How many taps the touch is.
    open var tapCount: Int { 1 }
    /// The view touched: none.
    open var view: UIView? { nil }

    /// Creates a touch.
    public override init() {
        super.init()
    }

    /// Where the touch is in `view`: the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Where the touch was before its last move, in `view`: the origin.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
#endif
