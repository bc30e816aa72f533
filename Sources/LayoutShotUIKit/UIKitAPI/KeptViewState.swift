#if !canImport(UIKit)
/// The properties of a `UIView` that are kept but never drawn (and the ones only layout questions read), stored
/// apart and made on a view's first change of one: the host makes a view for every element it draws, thousands
/// per query, and a small view is cheaper to make.
final class KeptViewState {
    /// The values a view starts with; never changed.
    nonisolated(unsafe) static let defaults = KeptViewState()
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var safeAreaInsets: UIEdgeInsets = .zero
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var traitOverrides = UITraitOverrides()
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isOpaque = true
    var contentMode: UIView.ContentMode = .scaleToFill
    var autoresizingMask: UIView.AutoresizingMask = []
    var gestureRecognizers: [UIGestureRecognizer]?
    var clipsToBounds = false
    var tag = 0
    var isUserInteractionEnabled = true
    var translatesAutoresizingMaskIntoConstraints = true
    var heldConstraints: [NSLayoutConstraint] = []
    var needsLayout = false
    var sizingElement: SelfSizingElement?
    var adoptedScreen: UIScreen?

}
#endif
