#if !canImport(UIKit)
/// A dragging gesture, as UIKit's class: a scroll view's `panGestureRecognizer`. Nothing drags here.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers the pan needs; kept.
    open var minimumNumberOfTouches = 1
    /// Most fingers the pan follows; kept.
    open var maximumNumberOfTouches = Int.max

    /// How far the finger moved since the gesture began: nowhere.
    open func translation(in view: UIView?) -> CGPoint {
        .zero
    }

    /// Resets the translation; there is none to reset, so nothing changes.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}

    /// How fast the finger moves, in points per second: not at all.
    open func velocity(in view: UIView?) -> CGPoint {
        .zero
    }
}
#endif
