#if !canImport(UIKit)
/// The scrolling parts of UIKit's `UIScrollView` a layout reads and sets.
///
/// `contentOffset` is the origin of `bounds` and, as in UIKit, is not clamped to the content.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How a scroll view adds the safe area to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Safe area added (UIKit: along the scroll axis for most scroll views); here: on every edge.
        case automatic
        /// Safe area added only along scrollable axes; here: on every edge.
        case scrollableAxes
        /// Safe area never added.
        case never
        /// Safe area always added on every edge.
        case always
    }

    /// How fast a flick slows down; layouts that snap set `.fast`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, used by paging-like layouts.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where the visible rectangle starts in content coordinates: the origin of `bounds`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// The scrollable size; the host sets it from the layout's `collectionViewContentSize`.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content, set by the app.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether `adjustedContentInset` includes the safe area.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// How fast a flick slows down; recorded, not simulated.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether scrolling stops on multiples of the bounds size; recorded, not simulated.
    open var isPagingEnabled = false
    /// Whether the user can scroll; recorded, not simulated.
    open var isScrollEnabled = true
    /// Whether the content bounces at its edges; recorded, not simulated.
    open var bounces = true
    /// Whether it bounces vertically even when the content fits; recorded.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content fits; recorded.
    open var alwaysBounceHorizontal = false
    /// Whether a tap on the status bar scrolls to the top; recorded.
    open var scrollsToTop = true
    /// Whether a drag moves along one axis only; recorded.
    open var isDirectionalLockEnabled = false
    /// Whether horizontal indicators show; recorded, not drawn.
    open var showsHorizontalScrollIndicator = true
    /// Whether vertical indicators show; recorded, not drawn.
    open var showsVerticalScrollIndicator = true
    /// How far the vertical indicator is inset from the edges; recorded, not drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator is inset from the edges; recorded, not drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The recognizer of the dragging that scrolls the view; nothing drags here, so it reports no touch.
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        return recognizer
    }()

    /// Whether the user's finger is on the content; never, as nothing is touched here.
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content; never here.
    open var isDragging: Bool { false }
    /// Whether the content is still moving after a flick; never here.
    open var isDecelerating: Bool { false }

    /// `contentInset` plus the safe area unless the behaviour is `.never`.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        return UIEdgeInsets(
            top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
            bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    /// The object `delegate` (declared in UIScrollView+Delegate.swift, which says why not here) reads and sets;
    /// a collection view's `delegate` keeps it equal to itself.
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Moves the visible rectangle; there is no animation, so `animated` is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls so that `rect` is visible, as little as needed; no animation, the offset jumps. Open, as in
    /// UIKit: a subclass may override it.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        contentOffset = offsetShowing(rect)
    }
}
#endif
