#if !canImport(UIKit)
/// A search field, as UIKit's class: its text and settings are kept; it is 56 points high, UIKit's default search
/// bar height on iPhone (`sizeThatFits` in the simulator), drawn as its background colour.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look, as UIKit's enum.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The text typed; kept.
    open var text: String?
    /// The placeholder; kept.
    open var placeholder: String?
    /// The prompt above the field; kept.
    open var prompt: String?
    /// The look; kept.
    open var searchBarStyle: Style = .default
    /// Whether the cancel button shows; kept.
    open var showsCancelButton = false
    /// The delegate; held weakly, as UIKit does; never called here.
    open weak var delegate: (any UISearchBarDelegate)?

    /// 56 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    /// The bar's height at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
}

/// What a search bar tells its delegate, as UIKit's protocol. Every method of UIKit's is optional and a search bar
/// never calls one here, so the protocol states none: a delegate's methods compile as its own.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {}
#endif
