#if !canImport(UIKit)
/// A menu element that runs a closure, as UIKit's class; kept, as nothing is touched here.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Attributes of an action, as UIKit's option set.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether the action shows a checkmark, as UIKit's enum.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A checkmark.
        case on
        /// A mixed mark.
        case mixed
    }

    /// The closure run when the action is chosen; kept.
    public typealias Handler = (UIAction) -> Void

    /// The identifier; kept.
    open var identifier: String
    /// The attributes; kept.
    open var attributes: Attributes
    /// The checkmark state; kept.
    open var state: State
    /// The closure; kept, never run by the host.
    public let handler: Handler
    /// What sent the action while its handler runs; nothing sends actions here, so `nil`.
    open var sender: Any? { nil }

    /// An action, as UIKit's initializer.
    public init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? ""
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
#endif
