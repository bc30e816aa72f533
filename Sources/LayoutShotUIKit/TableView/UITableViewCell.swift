#if !canImport(UIKit)
/// A table row, as UIKit's class: a content view (a content configuration's, or the legacy `textLabel`,
/// `detailTextLabel` and `imageView` shown as the cell style's configuration) with an accessory and, while the
/// table edits, editing controls.
///
/// UIKit's `UITableViewCell` is a `UIView`; here it is a `UICollectionViewListCell`, as the table view lays its rows
/// out as a list (see `UITableView`), so that a row is laid out, sized and drawn as a list row is. The accessory
/// type and view become the list cell's accessories (a detail button and a chevron, a checkmark, the view).
@preconcurrency @MainActor
open class UITableViewCell: UICollectionViewListCell {
    /// The legacy layouts of `textLabel` and `detailTextLabel`.
    public enum CellStyle: Int, Hashable, Sendable {
        /// Text only (and an image).
        case `default`
        /// Text on the leading side, detail text on the trailing side.
        case value1
        /// Detail text beside a short text label.
        case value2
        /// Detail text below the text.
        case subtitle
    }

    /// How a selected row looks.
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No highlight.
        case none
        /// UIKit's former blue; grey since iOS 7.
        case blue
        /// Grey.
        case gray
        /// The system's highlight.
        case `default`
    }

    /// The standard accessories a row shows on its trailing side.
    public enum AccessoryType: Int, Hashable, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// A detail button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// A detail button.
        case detailButton
    }

    /// The control a row shows on its leading side while the table edits.
    public enum EditingStyle: Int, Hashable, Sendable {
        /// None.
        case none
        /// A red delete control.
        case delete
        /// A green insert control.
        case insert
    }

    /// How a table's rows are separated.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// As `singleLine` since iOS 7.
        case singleLineEtched
    }

    /// How a row shows focus; kept.
    public enum FocusStyle: Int, Hashable, Sendable {
        /// The system's focus look.
        case `default`
        /// None.
        case custom
    }

    /// Which editing or swipe controls the row shows (`UIKit`'s state mask); kept.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The legacy layout the labels follow and `defaultContentConfiguration()` starts from.
    let cellStyle: CellStyle
    private var legacyLabels = LegacyLabels()
    private var legacyImageView: UIImageView?

    /// The standard accessory while not editing.
    open var accessoryType: AccessoryType = .none {
        didSet { showTableAccessories() }
    }
    /// A view shown instead of `accessoryType` while not editing.
    open var accessoryView: UIView? {
        didSet { showTableAccessories() }
    }
    /// The standard accessory while editing.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { showTableAccessories() }
    }
    /// A view shown instead of `editingAccessoryType` while editing.
    open var editingAccessoryView: UIView? {
        didSet { showTableAccessories() }
    }
    /// How the row looks selected; kept.
    open var selectionStyle: SelectionStyle = .default
    /// How the row shows focus; kept.
    open var focusStyle: FocusStyle = .default
    /// The separator's insets; kept (separators follow the table's list layout).
    open var separatorInset: UIEdgeInsets = .zero
    /// Whether the row shows a reorder control while editing; the table sets it from its data source
    /// (`tableView(_:canMoveRowAt:)` with `tableView(_:moveRowAt:to:)` implemented), as UIKit's does.
    open var showsReorderControl: Bool {
        get { canMoveWhileEditing }
        set { canMoveWhileEditing = newValue }
    }
    /// Whether the content indents while the row shows an editing control; kept.
    open var shouldIndentWhileEditing = true
    /// A view behind the content while several rows can be selected; kept.
    open var multipleSelectionBackgroundView: UIView?
    /// Whether the row takes touches while dragged; kept.
    open var userInteractionEnabledWhileDragging = false
    /// The editing control the row shows while its table edits, as its table's data source and delegate say.
    open internal(set) var editingStyle: EditingStyle = .none {
        didSet { showTableAccessories() }
    }
    /// Whether the row shows the reorder control while editing.
    var canMoveWhileEditing = false {
        didSet { showTableAccessories() }
    }

    /// A row of `style`, registered under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A `.default` row, as UIKit makes a registered class's cells (`init(style:reuseIdentifier:)` of a subclass runs).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
    }

    /// The legacy text label, shown as the configuration's text while no content configuration is set.
    open var textLabel: UILabel? {
        legacyLabels.textLabel()
    }

    /// The legacy detail label, shown as the configuration's secondary text (no detail label for `.default`).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        return legacyLabels.detailTextLabel()
    }

    /// The legacy image view, shown as the configuration's image.
    open var imageView: UIImageView? {
        if let legacyImageView { return legacyImageView }
        let view = UIImageView(frame: .zero)
        legacyImageView = view
        return view
    }

    /// The configuration of the cell's style: `.cell()` for `.default`, `.subtitleCell()` for `.subtitle`,
    /// `.valueCell()` for `.value1` and `.value2`.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Selects or deselects the row; the animation is ignored.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights or unhighlights the row; the animation is ignored.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Shows or hides the editing controls; the animation is ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        showTableAccessories()
    }

    /// Called as the row starts showing an editing or swipe control; nothing by default.
    open func willTransition(to state: StateMask) {}

    /// Called once the row shows an editing or swipe control; nothing by default.
    open func didTransition(to state: StateMask) {}

    /// Shows the legacy labels and image as the style's configuration when the app set any of them and no content
    /// configuration, as UIKit draws a cell's labels.
    func showLegacyContent() {
        guard contentConfiguration == nil else { return }
        let text = legacyLabels.text?.text, detail = legacyLabels.detail?.text, image = legacyImageView?.image
        guard text != nil || detail != nil || image != nil else { return }
        var configuration = defaultContentConfiguration()
        configuration.text = text
        configuration.secondaryText = detail
        configuration.image = image
        contentConfiguration = configuration
    }

    /// The list accessories for the table row: the editing control (leading, while editing), the accessory or its
    /// view (trailing, while not editing), the editing accessory (while editing), and the reorder control.
    private func showTableAccessories() {
        var shown: [UICellAccessory] = []
        switch editingStyle {
        case .delete: shown.append(.delete(displayed: .whenEditing))
        case .insert: shown.append(.insert(displayed: .whenEditing))
        case .none: break
        }
        shown += Self.accessories(accessoryType, view: accessoryView, displayed: .whenNotEditing)
        shown += Self.accessories(editingAccessoryType, view: editingAccessoryView, displayed: .whenEditing)
        if canMoveWhileEditing { shown.append(.reorder(displayed: .whenEditing)) }
        accessories = shown
    }

    private static func accessories(_ type: AccessoryType, view: UIView?, displayed: UICellAccessory.DisplayedState) -> [UICellAccessory] {
        if let view {
            return [.customView(configuration: .init(customView: view, placement: .trailing(displayed: displayed)))]
        }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .detailDisclosureButton: return [.detail(displayed: displayed), .disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [.detail(displayed: displayed)]
        }
    }
}
#endif
