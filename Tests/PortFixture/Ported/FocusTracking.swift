import LayoutShotUIKit

/// Told when the focused item changes.
public protocol FocusChangeDelegate: AnyObject {
    func focusContainer(_ container: FocusedContaining, didChangeTo item: Int)
}

/// Tracks the focused item; its delegate is a `weak` property requirement, which only an `@objc` protocol allows.
public protocol FocusedContaining: AnyObject {
    var focused: Int { get }
    var focusChangeDelegate: FocusChangeDelegate? { get set }
}

/// Tracks focus and tells its delegate, which it does not keep alive.
public final class FocusTracker: NSObject, FocusedContaining {
    public private(set) var focused = 0
    public weak var focusChangeDelegate: FocusChangeDelegate?

    public func focus(_ item: Int) {
        focused = item
        focusChangeDelegate?.focusContainer(self, didChangeTo: item)
    }
}
