#if !canImport(UIKit)
/// A header, footer or decoration view; exists so that data sources and registrations compile.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered with, set when dequeued.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view; dequeueing calls this with a zero frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before reuse; nothing is reused here, so it does nothing unless overridden.
    open func prepareForReuse() {}

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
