#if !canImport(UIKit)
/// A list row, as UIKit's class: a cell with accessories beside its content and an indentation by outline level.
/// It lays out as `layoutListSubviews()` says; its default background is a list row's (white, grey when selected).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading ones first in the order given on their side.
    open var accessories: [UICellAccessory] = [] {
        didSet { accessoryViews = nil }
    }
    /// The outline level: the content (and leading accessories when `indentsAccessories`) moves by this many widths.
    open var indentationLevel = 0
    /// How far each level indents (`ListCellMetrics.indentationWidth`).
    open var indentationWidth = ListCellMetrics.indentationWidth
    /// Whether leading accessories indent with the content.
    open var indentsAccessories = true
    /// Whether the cell is editing: accessories shown `.whenEditing` show.
    open var isEditing = false
    /// A guide to where the separator starts and ends; a placeholder, as separators follow the list's insets here.
    /// Made when first asked for: few apps read it, and the host makes a cell per row.
    public private(set) lazy var separatorLayoutGuide = UILayoutGuide()
    /// The views made for the accessories shown, once laid out.
    private var accessoryViews: [CellAccessoryView]?

    /// The appearance of the list the cell is a row of, set from its layout attributes; `nil` outside a list.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Whether the cell is its section's `firstItemInSection` header, set from its layout attributes.
    var isListHeaderItem = false
    /// The list's appearance when the cell is its section's header; `nil` for a row.
    var headerAppearance: UICollectionLayoutListConfiguration.Appearance? { isListHeaderItem ? listAppearance : nil }

    /// A row's content configuration, `UIListContentConfiguration.cell()`; the list's header style when the cell is
    /// its section's first item in the `firstItemInSection` header mode, which Apple documents as "automatically uses
    /// a header appearance" (`plainHeader()` for plain and sidebar-plain lists, `groupedHeader()` for grouped and
    /// inset-grouped ones, `sidebarHeader()` for sidebars, as each factory's documentation pairs them).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch headerAppearance {
        case nil: .cell()
        case .plain, .sidebarPlain: .plainHeader()
        case .grouped, .insetGrouped: .groupedHeader()
        case .sidebar: .sidebarHeader()
        }
    }

    /// The state, with the editing flag.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isEditing
        return state
    }

    /// The accessory views of the accessories shown, leading ones first; made on the first layout.
    var shownAccessoryViews: [CellAccessoryView] {
        if let accessoryViews { return accessoryViews }
        if accessories.isEmpty {
            accessoryViews = []
            return []
        }
        let traits = ContentTraits(of: self)
        let shown = accessories.filter { $0.isDisplayed(editing: isEditing) }
        let made = shown.filter(\.isLeading).map { CellAccessoryView($0, traits: traits) }
            + shown.filter { !$0.isLeading }.map { CellAccessoryView($0, traits: traits) }
        for view in made { addSubview(view) }
        accessoryViews = made
        return made
    }

    /// Places the accessories and the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListSubviews()
    }

    /// Lays out the accessories and the content view: leading accessories from the leading margin (after the
    /// indentation), trailing ones back from the trailing margin, `ListCellMetrics.standardSpacing` apart and
    /// from the content, which takes the width between them (from the indented leading edge, to the trailing
    /// edge, where there are none). Mirrored right to left.
    func layoutListSubviews() {
        let traits = ContentTraits(of: self)
        let width = bounds.width, height = bounds.height
        let margin = ListCellMetrics.horizontalMargin(regularWidth: false)
        let spacing = ListCellMetrics.standardSpacing
        let indent = CGFloat(indentationLevel) * indentationWidth
        func place(_ rect: CGRect) -> CGRect {
            traits.isRightToLeft ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let views = shownAccessoryViews
        let leading = views.filter(\.accessory.isLeading), trailing = views.filter { !$0.accessory.isLeading }
        var x = margin + (indentsAccessories ? indent : 0)
        for view in leading {
            view.frame = place(CGRect(x: x, y: 0, width: view.width, height: height))
            x += view.width + spacing
        }
        let contentStart = leading.isEmpty ? indent : x
        var end = width - margin
        for view in trailing.reversed() {
            view.frame = place(CGRect(x: end - view.width, y: 0, width: view.width, height: height))
            end -= view.width + spacing
        }
        let contentEnd = trailing.isEmpty ? width : end
        for view in views { view.layoutSubviews() }
        contentView.frame = place(CGRect(x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: height))
        (contentView as? UIListContentView)?.accessoryEdges = (!leading.isEmpty, !trailing.isEmpty)
    }
}
#endif
