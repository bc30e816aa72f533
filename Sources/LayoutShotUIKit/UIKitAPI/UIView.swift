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
        // NaN is never `==` itself: comparing bit patterns keeps a NaN size from bouncing between the two forever.
        didSet { if !UIView.sameBits(frame.size, bounds.size) { frame.size = bounds.size } }
    }
    private var needsLayout = false
    /// Margins for content, as UIKit's default of 8 points on every edge.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The part of the view covered by bars or the screen's rounded corners and sensor housing.
    open var safeAreaInsets: UIEdgeInsets = .zero
    /// Whether the content flips in right-to-left interfaces; the forced cases decide the layout direction.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Traits the view specifies over a phone's defaults; the host's snapshots set them here.
    open var traitOverrides = UITraitOverrides()
    /// The view's layer; what layout code sets on it is kept but not drawn: views are never drawn here.
    public let layer = CALayer()
    /// The view's transform about its centre; kept, not drawn (layout attributes carry what is drawn).
    open var transform: CGAffineTransform = .identity
    /// The view's opacity; kept, not drawn.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden; kept, not drawn.
    open var isHidden = false
    /// Whether subviews are clipped to the bounds; kept, not drawn.
    open var clipsToBounds = false
    /// A number the app identifies the view by.
    open var tag = 0
    /// Whether touches reach the view; kept, as nothing touches it here.
    open var isUserInteractionEnabled = true
    /// Whether the frame turns into constraints; kept, as constraints are never solved here.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints added with `addConstraint(_:)` and `addConstraints(_:)`.
    var heldConstraints: [NSLayoutConstraint] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?
    /// The views added to this one, back to front.
    open private(set) var subviews: [UIView] = []
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

    /// The frame's centre in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Adds `view` on top of the subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Called by UIKit to lay out subviews; nothing calls it here unless the app does.
    open func layoutSubviews() {}

    /// Asks for a layout pass; runs `layoutSubviews()` at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs `layoutSubviews()` now if a layout pass was asked for.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Called after the view is loaded from a storyboard or nib; nothing loads those here, so only app code calls it.
    open func awakeFromNib() {}

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

    private static func sameBits(_ a: CGSize, _ b: CGSize) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
#endif
