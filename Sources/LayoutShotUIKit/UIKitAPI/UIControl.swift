#if !canImport(UIKit)
/// A control, as UIKit's class: state and target–action pairs kept, as nothing is touched here.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control can be in, as UIKit's option set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends actions for, as UIKit's option set.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A primary action was triggered.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds; kept.
    open var isEnabled = true
    /// Whether the control is selected; kept.
    open var isSelected = false
    /// Whether the control is highlighted; kept.
    open var isHighlighted = false
    /// Where the content sits across the control; kept for the control's own layout code.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits down the control; kept for the control's own layout code.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The control's state from the three flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// The target–action pairs by event, in the order added; nothing sends them here.
    open private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Adds a target–action pair for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// Removes the pairs of `target` (all when `nil`) and `action` (all when `nil`) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
                && !pair.events.isDisjoint(with: controlEvents)
        }
    }

    /// Sends the actions of `controlEvents`; there is no Objective-C runtime to call a selector, so nothing is sent.
    open func sendActions(for controlEvents: Event) {}
}

/// A button, as UIKit's class: titles, images and colours kept per state, not drawn.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// How a button looks, as UIKit's enum.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom
        /// The system's style.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// A light info button.
        case infoLight
        /// A dark info button.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        case close
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label showing the title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public private(set) lazy var imageView: UIImageView? = UIImageView()

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// The title of `state` (the normal one when it has none).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour of `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    /// The title colour of `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image of `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

    /// The image of `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
}
#endif
