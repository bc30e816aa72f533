#if !canImport(UIKit)
/// One action a row shows when swiped, as UIKit's class. Stored: swipes are not simulated or drawn.
@MainActor
public final class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Hashable, Sendable {
        /// An ordinary action.
        case normal
        /// An action that deletes.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and the completion to call.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    public var title: String?
    /// The background colour; `nil` for the style's.
    public var backgroundColor: UIColor?
    /// The image; kept.
    public var image: UIImage?
    /// What runs when the action is chosen; never called here.
    public let handler: Handler

    /// An action of `style` and `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a row shows when swiped from one edge, as UIKit's class. Stored, not drawn.
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
    /// The actions, first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
#endif
