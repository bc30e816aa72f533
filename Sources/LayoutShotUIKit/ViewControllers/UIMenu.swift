#if !canImport(UIKit)
/// A menu, as UIKit's class: its title and children are kept; menus are never shown here.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows its children, as UIKit's option set.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Inline in its parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The options; kept.
    public let options: Options
    /// The elements of the menu.
    public let children: [UIMenuElement]

    /// A menu, as UIKit's initializer.
    public init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [], children: [UIMenuElement] = []
    ) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
#endif
