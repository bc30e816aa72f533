#if !canImport(UIKit)
/// A table, as UIKit's class: rows of cells from its data source in sections with title headers and footers, in a
/// plain, grouped or inset-grouped style.
///
/// It is laid out as a list: the table holds a collection view (`listView`, its one subview, as big as the table)
/// with a compositional list layout of the style's appearance, whose data source asks the table's for rows and
/// titles. Rows, headers, footers, separators and the grouped sections' backgrounds therefore take the list
/// metrics (`CompositionalListConfiguration.Metrics`: 44-point rows, the list's header heights and section
/// spacing), and `LayoutHost(viewController:)` draws a screen's table through that collection view.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Hashable, Sendable {
        /// Edge to edge, headers pinned while their section shows.
        case plain
        /// Sections set apart on the grouped background.
        case grouped
        /// As `grouped`, each section inset to the layout margins with rounded corners.
        case insetGrouped
    }

    /// Where a row scrolled to ends up.
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// As little scrolling as shows the row.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate; kept, as updates show at once here.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Fades.
        case fade
        /// Slides from or to the right.
        case right
        /// Slides from or to the left.
        case left
        /// Slides from or to the top.
        case top
        /// Slides from or to the bottom.
        case bottom
        /// None.
        case none
        /// Keeps the middle of the row.
        case middle
        /// The table's choice.
        case automatic = 100
    }

    /// The value that asks the table for its standard dimension (rows, headers and footers): Apple's
    /// `UITableView.automaticDimension`, a sentinel no real height takes.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The look, fixed at creation.
    public let style: Style
    /// Supplies the rows; held weakly as in UIKit.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Answers heights and header views; held weakly as in UIKit. It is the scroll view's delegate too.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet {
            scrollViewDelegate = delegate
            reloadData()
        }
    }
    /// Every row's height; `automaticDimension` (the default) leaves rows at the list's row height, which
    /// self-sizing changes when the host measures.
    open var rowHeight: CGFloat = automaticDimension {
        didSet { relayOut() }
    }
    /// The height rows are estimated at while `rowHeight` is automatic; `automaticDimension` for the list's.
    open var estimatedRowHeight: CGFloat = automaticDimension {
        didSet { relayOut() }
    }
    /// Every header's height; `automaticDimension` for the list's header height.
    open var sectionHeaderHeight: CGFloat = automaticDimension {
        didSet { relayOut() }
    }
    /// Every footer's height; `automaticDimension` for the list's footer height.
    open var sectionFooterHeight: CGFloat = automaticDimension {
        didSet { relayOut() }
    }
    /// The estimate headers start from; kept.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// The estimate footers start from; kept.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    /// Extra space above each header (iOS 15); `automaticDimension` for the list's.
    open var sectionHeaderTopPadding: CGFloat = automaticDimension {
        didSet { relayOut() }
    }
    /// Whether rows are separated; `.none` hides the separators.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { relayOut() }
    }
    /// The separators' colour; kept.
    open var separatorColor: UIColor?
    /// The separators' insets; kept (separators follow the list's insets).
    open var separatorInset: UIEdgeInsets = .zero
    /// Whether cells follow the readable width; kept.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// A view behind the rows; kept.
    open var backgroundView: UIView?
    /// A view above the first section, full width at its frame's height (UIKit keeps the height and sets the width).
    open var tableHeaderView: UIView? {
        didSet { showTableHeaderAndFooter() }
    }
    /// A view below the last section, full width at its frame's height.
    open var tableFooterView: UIView? {
        didSet { showTableHeaderAndFooter() }
    }
    /// Whether rows can be selected.
    open var allowsSelection = true {
        didSet { fitListView() }
    }
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false {
        didSet { fitListView() }
    }
    /// Whether rows can be selected while editing; kept.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing; kept.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table shows its editing controls; set through `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// The colour of the section index; kept.
    open var sectionIndexColor: UIColor?
    /// The height of the empty rows a plain table shows below its last row (iOS 15); kept, none are drawn.
    open var fillerRowHeight: CGFloat = automaticDimension

    /// The collection view the table is laid out and drawn as.
    let listView: UICollectionView
    private var editing = false
    /// Answers the collection view from the table's data source and delegate; held here, as data sources are weak.
    private var adapter: TableListAdapter?
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The updates named between `beginUpdates()` and `endUpdates()`, run as one batch of the list's.
    var pendingUpdates: [() -> Void]?

    /// A table of `style` in `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        listView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewFlowLayout())
        super.init(frame: frame)
        finishInit()
    }

    /// A plain table in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Storyboards do not exist here; gives a plain table so subclasses compile.
    public required init?(coder: NSCoder) {
        style = .plain
        listView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        let adapter = TableListAdapter(table: self)
        self.adapter = adapter
        listView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] section, environment in
            self?.listSection(section, environment: environment)
        }
        listView.dataSource = adapter
        listView.delegate = adapter
        // The grouped styles' background is the grouped background colour, as the system's table draws it.
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addSubview(listView)
        fitListView()
    }

    /// The frame moves the list with it.
    open override var frame: CGRect {
        didSet { fitListView() }
    }

    /// The list's scroll position: the table scrolls by scrolling the list it is laid out as.
    open override var contentOffset: CGPoint {
        get { listView.contentOffset }
        set { listView.contentOffset = newValue }
    }

    /// The list's content size, as the host last laid it out.
    open override var contentSize: CGSize {
        get { listView.contentSize }
        set { listView.contentSize = newValue }
    }

    /// Extra scrollable space around the rows; the list takes it.
    open override var contentInset: UIEdgeInsets {
        didSet { fitListView() }
    }

    /// How the safe area adds to the inset; the list takes it.
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { fitListView() }
    }

    /// The list's inset with the safe area it lies under.
    open override var adjustedContentInset: UIEdgeInsets { listView.adjustedContentInset }

    /// The colour behind the rows; the list takes it.
    open override var backgroundColor: UIColor? {
        didSet { fitListView() }
    }

    /// The bounds move the list with them.
    open override var bounds: CGRect {
        didSet { fitListView() }
    }

    /// Lays out the subviews, the list filling the table.
    open override func layoutSubviews() {
        super.layoutSubviews()
        fitListView()
    }

    /// Gives the list the table's size, insets, colour and selection settings.
    func fitListView() {
        listView.frame = CGRect(origin: .zero, size: bounds.size)
        listView.contentInset = contentInset
        listView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        listView.backgroundColor = backgroundColor
        listView.semanticContentAttribute = semanticContentAttribute
        listView.allowsSelection = allowsSelection
        listView.allowsMultipleSelection = allowsMultipleSelection
    }

    /// The element kind of the table's header view in its list (a layout-wide boundary supplementary item).
    static let tableHeaderKind = "LayoutShotTableHeaderView"
    /// The element kind of the table's footer view in its list.
    static let tableFooterKind = "LayoutShotTableFooterView"

    /// Puts `tableHeaderView` and `tableFooterView` above and below the sections, as layout-wide boundary items of
    /// their frames' heights.
    private func showTableHeaderAndFooter() {
        guard let layout = listView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        let configuration = layout.configuration
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        for (view, kind, alignment) in [(tableHeaderView, Self.tableHeaderKind, NSRectAlignment.top), (tableFooterView, Self.tableFooterKind, .bottom)] {
            guard let view, view.frame.height > 0 else { continue }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.frame.height))
            items.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment))
        }
        configuration.boundarySupplementaryItems = items
        layout.configuration = configuration
    }

    private func relayOut() {
        listView.collectionViewLayout.invalidateLayout()
    }

    // MARK: Data

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int { listView.numberOfSections }

    /// The number of rows in `section`, as the data source last said.
    open func numberOfRows(inSection section: Int) -> Int { listView.numberOfItems(inSection: section) }

    /// Asks the data source again for everything.
    open func reloadData() {
        listView.reloadData()
    }

    /// Shows or hides the editing controls of every row; the animation is ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for cell in visibleCells { prepare(cell, at: indexPath(for: cell)) }
        relayOut()
    }

    // MARK: Cells

    /// Remembers the cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        let type = cellClass as? UITableViewCell.Type
        cellClasses[identifier] = type
        listView.register(type, forCellWithReuseIdentifier: identifier)
    }

    /// Accepted so that apps registering a cell nib compile; nibs do not load here, so the identifier gives plain cells.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        register(nib == nil ? nil : UITableViewCell.self, forCellReuseIdentifier: identifier)
    }

    /// Remembers the header and footer class for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// Accepted so that apps registering a header nib compile; the identifier gives plain header views.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(nib == nil ? nil : UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A new cell of the class registered for `identifier`, `nil` when none is (UIKit's answer without a cell to reuse).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = cellClasses[identifier] else { return nil }
        let cell = type.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new cell of the class registered for `identifier`, holding the row's layout attributes when the host is
    /// asking for it. An identifier nothing is registered under is a fault naming the row (UIKit raises an
    /// exception), and gives a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard cellClasses[identifier] != nil,
              let cell = listView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? UITableViewCell
        else {
            listView.report(.invalidTableViewUse(
                method: "dequeueReusableCell(withIdentifier:for:)",
                problem: "was asked for the row at [\(indexPath.section), \(indexPath.row)] with the identifier '\(identifier)', "
                    + "which no cell class is registered under (register(_:forCellReuseIdentifier:))"))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cell
    }

    /// A new header or footer view of the class registered for `identifier`, `nil` when none is.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = headerFooterClasses[identifier] else { return nil }
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// The cell shown at `indexPath` by the host's last query; `nil` when the row was not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        listView.cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The cells the host's last query showed.
    open var visibleCells: [UITableViewCell] { listView.visibleCells.compactMap { $0 as? UITableViewCell } }

    /// The rows the host's last query showed.
    open var indexPathsForVisibleRows: [IndexPath]? { listView.indexPathsForVisibleItems }

    /// The row of `cell` when the host's last query showed it.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { listView.indexPath(for: cell) }

    /// The header view the host's last query showed for `section`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        listView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// The footer view the host's last query showed for `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        listView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// The row's rectangle in the table, from the list's layout.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        listView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The row at `point` in the table.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { listView.indexPathForItem(at: point) }

    /// Scrolls so that the row shows at `scrollPosition`; no animation.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: UICollectionView.ScrollPosition
        switch scrollPosition {
        case .none: position = []
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        }
        listView.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    // MARK: Selection

    /// The selected row, the first selected when several are.
    open var indexPathForSelectedRow: IndexPath? { listView.indexPathsForSelectedItems?.first }

    /// The selected rows; `nil` when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { listView.indexPathsForSelectedItems }

    /// Selects a row (`nil` deselects all); no animation or scrolling.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        listView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        listView.deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Rows as the table shows them

    /// Gives a cell the table's state for its row: editing, the editing control and reorder control the data
    /// source and delegate allow, and the legacy labels as content.
    func prepare(_ cell: UITableViewCell, at indexPath: IndexPath?) {
        cell.showLegacyContent()
        guard let indexPath else { return }
        let dataSource = dataSource
        let canEdit = dataSource.flatMap { try? $0.tableView(self, canEditRowAt: indexPath) } ?? true
        let style = canEdit ? (delegate.flatMap { try? $0.tableView(self, editingStyleForRowAt: indexPath) } ?? .delete) : .none
        // UIKit shows the reorder control where the data source lets the row move (and implements the move).
        let movable = dataSource.flatMap { try? $0.tableView(self, canMoveRowAt: indexPath) } ?? false
        cell.editingStyle = style
        cell.showsReorderControl = movable
        cell.isEditing = editing
    }
}
#endif
