#if !canImport(UIKit)
/// A button of a navigation bar or toolbar, as UIKit's class: kept as a value, as bars are not drawn here.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// How the item is drawn, as UIKit's enum.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A bordered button (deprecated in UIKit).
        case bordered
        /// A bold button.
        case done
    }

    /// The system's own items, as UIKit's enum.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
            refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The title; kept.
    open var title: String?
    /// The image; kept.
    open var image: UIImage?
    /// The style; kept.
    open var style: Style = .plain
    /// The system item the button was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The target of `action`; kept, held weakly as UIKit does.
    open weak var target: AnyObject?
    /// The selector sent when tapped; kept.
    open var action: Selector?
    /// The action run when tapped; kept.
    open var primaryAction: UIAction?
    /// The menu shown; kept.
    open var menu: UIMenu?
    /// Whether the button can be tapped; kept.
    open var isEnabled = true
    /// The tint; kept.
    open var tintColor: UIColor?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// A titled item, as UIKit's initializer.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image`, as UIKit's initializer.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system item, as UIKit's initializer.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system item with an action or a menu, as UIKit's initializer.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image and an action or a menu, as UIKit's initializer.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }
}
#endif
