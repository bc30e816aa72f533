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
}
#endif
