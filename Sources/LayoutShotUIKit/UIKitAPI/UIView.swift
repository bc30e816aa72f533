#if !canImport(UIKit)
/// The parts of UIKit's `UIView` a layout reads: geometry, margins, safe area and layout direction.
///
/// `frame` and `bounds` are kept consistent as UIKit keeps them for an untransformed view: the frame's
/// size is the bounds' size, and the bounds' origin is where the view's content is scrolled to.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space: its origin is the scroll position, its size the frame's.
    open var bounds: CGRect {
        didSet { if frame.size != bounds.size { frame.size = bounds.size } }
    }
    /// Margins for content, as UIKit's default of 8 points on every edge.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The part of the view covered by bars or the screen's rounded corners and sensor housing.
    open var safeAreaInsets: UIEdgeInsets = .zero
    /// The direction the view lays its content out in; right-to-left flips flipping layouts.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The element the host is sizing this view as, while it asks for its preferred attributes.
    var sizingElement: SelfSizingElement?

    /// Creates a view with `frame` and bounds at the origin.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a zero-size view.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// The size closest to `targetSize` that the content allows, both axes at `.fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The content's size with each axis held to `targetSize` at its priority: a `.required` axis keeps the
    /// target's extent, a lower one takes the size the host's `SelfSizingProvider` gives for this view's
    /// element (the target's extent when the view is not being sized or the provider has no answer).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittedSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
#endif
