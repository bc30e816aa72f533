#if !canImport(UIKit)
/// A cell, header, footer or decoration view, as UIKit's class. The host makes one for every element it draws
/// (the data source's, or the layout's registered decoration class), applies the attributes to it as UIKit does
/// and calls `apply(_:)`; what the view's geometry then is, is drawn.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered with, set when dequeued.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view; not `required`, as in UIKit, so subclasses override it freely.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame, through `init(frame:)` (a subclass's override runs). `required` so that a
    /// registered class can be made from its type, which UIKit does through the Objective-C runtime; a
    /// subclass that overrides `init(frame:)` and `init?(coder:)` inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before reuse; nothing is reused here, so it does nothing unless overridden.
    open func prepareForReuse() {}

    /// Called after the collection view set the attributes' centre, bounds, transform, alpha, zIndex and
    /// hidden state on the view: apply custom attributes here. Nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves from one layout to another; nothing by default.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved from one layout to another; nothing by default.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like: UIKit's default is a copy of `layoutAttributes` resized to
    /// `systemLayoutSizeFitting` of their size, each axis the layout estimates at `.fittingSizeLevel` and the
    /// others at `.required`. Override to size otherwise; call `super` first to keep that sizing.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let element = sizingElement
        preferred.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: element?.priority(.horizontal) ?? .fittingSizeLevel,
            verticalFittingPriority: element?.priority(.vertical) ?? .fittingSizeLevel)
        return preferred
    }
}
#endif
