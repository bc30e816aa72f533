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
    /// Whether the content flips in right-to-left interfaces; the forced cases decide the layout direction.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Traits the view specifies over a phone's defaults; the host's snapshots set them here.
    open var traitOverrides = UITraitOverrides()

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
}
#endif
