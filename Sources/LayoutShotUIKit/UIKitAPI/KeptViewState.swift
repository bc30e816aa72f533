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
    /// The active constraints whose first item is this view or one of its guides (`AutoLayout/`).
    var activeConstraints: [NSLayoutConstraint] = []
    /// The view's layout guides: its own (margins, safe area, readable content) by identifier, made on first use,
    /// then those the app added, which the view keeps as UIKit's does.
    var layoutGuides: [UILayoutGuide] = []
    /// Content hugging priorities, horizontal then vertical; UIKit's default is `.defaultLow` (250).
    var huggingPriorities = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    /// Compression resistance priorities, horizontal then vertical; UIKit's default is `.defaultHigh` (750).
    var compressionPriorities = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
    var needsLayout = false
    var sizingElement: SelfSizingElement?
    var adoptedScreen: UIScreen?

}
#endif
