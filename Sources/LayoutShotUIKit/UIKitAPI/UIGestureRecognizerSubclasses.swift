#if !canImport(UIKit)
/// A tap, as UIKit's class; configured and kept, never recognized.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; kept.
    open var numberOfTapsRequired = 1
    /// Fingers needed; kept.
    open var numberOfTouchesRequired = 1
}

/// A press held in place, as UIKit's class; configured and kept, never recognized.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the press must last; kept.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move; kept.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press; kept.
    open var numberOfTapsRequired = 0
    /// Fingers needed; kept.
    open var numberOfTouchesRequired = 1
}

/// A swipe, as UIKit's class; configured and kept, never recognized.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as UIKit's option set.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rightwards.
        public static let right = Direction(rawValue: 1 << 0)
        /// Leftwards.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; kept.
    open var direction: Direction = .right
    /// Fingers needed; kept.
    open var numberOfTouchesRequired = 1
}

/// A pinch, as UIKit's class; never recognized, so the scale stays 1.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the pinch began.
    open var scale: CGFloat = 1
    /// The scale's speed: none.
    open var velocity: CGFloat { 0 }
}

/// A two-finger rotation, as UIKit's class; never recognized, so the rotation stays 0.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians since the gesture began.
    open var rotation: CGFloat = 0
    /// The rotation's speed: none.
    open var velocity: CGFloat { 0 }
}

/// A pan from a screen edge, as UIKit's class; configured and kept, never recognized.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from; kept.
    open var edges: UIRectEdge = []
}

/// Edges of a rectangle, as UIKit's option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
#endif
