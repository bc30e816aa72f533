#if !canImport(UIKit)
/// A control or glyph a list cell shows beside its content, as UIKit's structure: made with one of the static
/// functions, shown on the leading or trailing side as its type places it, drawn as a glyph (`CellAccessoryView`).
/// Action handlers are kept, never called.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// While the cell is editing.
        case whenEditing
        /// While the cell is not editing.
        case whenNotEditing
    }

    /// How much width an accessory takes.
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// The system's standard width for it.
        case standard
        /// This width.
        case custom(CGFloat)
    }

    /// The kinds of accessory.
    public enum AccessoryType: Int, Hashable, Sendable {
        /// A chevron pointing to the trailing side.
        case disclosureIndicator
        /// A chevron that shows and hides outline children.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// A red delete control.
        case delete
        /// A green insert control.
        case insert
        /// A reorder grip.
        case reorder
        /// A selection circle.
        case multiselect
        /// A text label.
        case label
        /// A detail (info) button.
        case detail
        /// A pop-up menu indicator.
        case popUpMenu
        /// An app's view.
        case customView
    }

    /// Which side an app's view shows on; the position closure is kept.
    public enum Placement {
        /// Which index among the side's accessories to take, given them.
        public typealias Position = ([UICellAccessory]) -> Int
        /// The leading side.
        case leading(displayed: DisplayedState = .whenNotEditing, at: Position = { _ in 0 })
        /// The trailing side.
        case trailing(displayed: DisplayedState = .whenNotEditing, at: Position = { $0.count })
    }

    /// What an accessory's action does; kept, as nothing is tapped here.
    public typealias ActionHandler = () -> Void

    /// The accessory's kind.
    public let accessoryType: AccessoryType
    /// When it shows.
    let displayed: DisplayedState
    /// Whether it is hidden while it would show (keeping its width).
    let isHidden: Bool
    /// Its colour; `nil` for the kind's.
    let tintColor: UIColor?
    /// The colour of a delete, insert or multiselect control's circle; `nil` for the kind's.
    let backgroundColor: UIColor?
    /// The width it takes.
    let reservedLayoutWidth: LayoutDimension
    /// Whether it shows on the leading side.
    let isLeading: Bool
    /// A label accessory's text.
    let text: String?
    /// A label accessory's font.
    let font: UIFont?
    /// An app's view.
    let customView: UIView?
    /// The action, kept.
    let actionHandler: ActionHandler?

    private init(
        _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool? = nil, tintColor: UIColor? = nil,
        backgroundColor: UIColor? = nil, reservedLayoutWidth: LayoutDimension = .standard, isLeading: Bool = false,
        text: String? = nil, font: UIFont? = nil, customView: UIView? = nil, actionHandler: ActionHandler? = nil
    ) {
        accessoryType = type
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.reservedLayoutWidth = reservedLayoutWidth
        self.isLeading = isLeading
        self.text = text
        self.font = font
        self.customView = customView
        self.actionHandler = actionHandler
    }

    /// Whether the accessory shows in a cell that is (or is not) `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

extension UICellAccessory {
    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden, keeping its width.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options as given.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark, an outline disclosure, a reorder grip or a detail button.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a reorder grip.
    public typealias ReorderOptions = DisclosureIndicatorOptions
    /// Options of a detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the chevron reads: for a header row or an ordinary row.
        public enum Style: Int, Hashable, Sendable {
            /// As the row is: a header when it has children.
            case automatic
            /// A section header's chevron, in the tint colour.
            case header
            /// An ordinary row's chevron.
            case cell
        }
        /// The style.
        public var style: Style
        /// Whether it is hidden, keeping its width.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Options as given.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a delete, insert or multiselect control.
    public struct DeleteOptions {
        /// Whether it is hidden, keeping its width.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its glyph's colour.
        public var tintColor: UIColor?
        /// Its circle's colour.
        public var backgroundColor: UIColor?
        /// Options as given.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of a multiselect control.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether it is hidden, keeping its width.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Its font; Body by default.
        public var font: UIFont?
        /// Whether the font follows the text size; kept (a text style's font does).
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options as given.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// An app's view as an accessory.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Its side.
        public var placement: Placement
        /// Whether it is hidden, keeping its width.
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour.
        public var tintColor: UIColor?
        /// Whether it keeps its size; kept.
        public var maintainsFixedSize: Bool?
        /// A configuration as given.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// A chevron on the trailing side.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .standard)
    }
    /// A checkmark on the trailing side.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .standard)
    }
    /// A delete control on the leading side, while editing by default.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, reservedLayoutWidth: options.reservedLayoutWidth ?? .standard,
                        isLeading: true, actionHandler: actionHandler)
    }
    /// An insert control on the leading side, while editing by default.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, reservedLayoutWidth: options.reservedLayoutWidth ?? .standard,
                        isLeading: true, actionHandler: actionHandler)
    }
    /// A reorder grip on the trailing side, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .standard)
    }
    /// A chevron showing and hiding outline children, on the trailing side.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                        tintColor: options.tintColor ?? (options.style == .header ? .systemBlue : nil),
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .standard, actionHandler: actionHandler)
    }
    /// A selection circle on the leading side, while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, reservedLayoutWidth: options.reservedLayoutWidth ?? .standard,
                        isLeading: true)
    }
    /// `text` on the trailing side, in Body and the secondary label colour by default.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .actual, text: text, font: options.font)
    }
    /// A detail button on the trailing side.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .standard, actionHandler: actionHandler)
    }
    /// An app's view, on the side its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState)
        switch configuration.placement {
        case .leading(let state, _): (leading, displayed) = (true, state)
        case .trailing(let state, _): (leading, displayed) = (false, state)
        }
        return UICellAccessory(.customView, displayed: displayed, isHidden: configuration.isHidden, tintColor: configuration.tintColor,
                               reservedLayoutWidth: configuration.reservedLayoutWidth ?? .actual, isLeading: leading,
                               customView: configuration.customView)
    }
}
#endif
