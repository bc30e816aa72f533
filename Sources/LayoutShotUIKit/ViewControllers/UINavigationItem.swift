#if !canImport(UIKit)
/// What a navigation bar shows for a view controller, as UIKit's class: kept as values, as bars are not drawn here.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the bar shows a large title, as UIKit's enum.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
        /// Inline, as UIKit's iOS 17 mode.
        case inline
    }

    /// The title.
    open var title: String?
    /// A line above the title; kept.
    open var prompt: String?
    /// The back button's title; kept.
    open var backButtonTitle: String?
    /// Whether the back button is hidden; kept.
    open var hidesBackButton = false
    /// What the back button shows of the previous title; kept.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// The large title mode; kept.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The buttons on the trailing side; kept.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the leading side; kept.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// A view shown in place of the title; kept.
    open var titleView: UIView?
    /// The search controller the bar shows; kept.
    open var searchController: AnyObject?
    /// Whether the search field hides while scrolling; kept.
    open var hidesSearchBarWhenScrolling = true

    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// Sets the trailing buttons; the animation is ignored.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading buttons; the animation is ignored.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the first trailing button; the animation is ignored.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the first leading button; the animation is ignored.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
}
#endif
