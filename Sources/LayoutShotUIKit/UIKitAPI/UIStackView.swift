#if !canImport(UIKit)
/// A view that lines its arranged subviews up, as UIKit's class: the arrangement and settings are kept, and
/// as nothing solves Auto Layout here, the arranged views keep the frames they are given.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views fill the stack's length, as UIKit's enum.
    public enum Distribution: Int, Sendable {
        /// Fill, stretching by hugging priority.
        case fill
        /// Fill with equal lengths.
        case fillEqually
        /// Fill in proportion to natural sizes.
        case fillProportionally
        /// Equal gaps.
        case equalSpacing
        /// Equal distances between centres.
        case equalCentering
    }

    /// How arranged views sit across the stack, as UIKit's enum.
    public enum Alignment: Int, Sendable {
        /// Fill across.
        case fill
        /// Leading edges lined up (top in a horizontal stack).
        case leading
        /// First baselines lined up.
        case firstBaseline
        /// Centred.
        case center
        /// Trailing edges lined up (bottom in a horizontal stack).
        case trailing
        /// Last baselines lined up.
        case lastBaseline

        /// The top, in a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom, in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The stack's direction.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How views fill the length.
    open var distribution: Distribution = .fill
    /// How views sit across.
    open var alignment: Alignment = .fill
    /// Points between views.
    open var spacing: CGFloat = 0
    /// Whether the layout margins inset the views.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines measure from the top.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Adds `view` at `stackIndex` in the arrangement (and as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the gap after `arrangedSubview`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The gap after `arrangedSubview`: its custom one, else `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }
}

extension NSLayoutConstraint {
    /// A direction, as UIKit's enum.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
#endif
