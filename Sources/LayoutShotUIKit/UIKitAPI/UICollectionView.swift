#if !canImport(UIKit)
import LayoutCore

/// A visible view's identity: its kind string (`nil` for cells) and index path.
struct VisibleViewKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
}

/// The collection view a layout is attached to, as UIKit's class: counts from the data source, the delegate,
/// geometry, insets and the scroll position. `LayoutHost` drives it; nothing is drawn by it.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What an attributes object describes.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// A cell.
        case cell
        /// A supplementary view: header, footer or a kind of your own.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines of items stack downwards.
        case vertical
        /// Lines of items stack rightwards.
        case horizontal
    }

    /// The kind string of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind string of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting it attaches it to this collection view and invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attachedCollectionView = nil
            attach(collectionViewLayout)
        }
    }
    /// Supplies the counts; held weakly as in UIKit.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The delegate layouts read sizes from through `as?` casts; held weakly as in UIKit. It is the scroll
    /// view's delegate too: `UIScrollView`'s `delegate` reads and sets this one.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { scrollViewDelegate = delegate }
    }

    /// The interactive layout transition in progress and its completion.
    var interactiveTransition: (layout: UICollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?
    /// The counts as last read from the data source; `nil` until read, and after `reloadData()` or a batch update,
    /// which also end the shown views' standing for their items.
    var counts: [Int]? {
        didSet { if counts == nil { elementViewsShowCurrentData = false } }
    }
    /// Whether the views of the last query still show the items the data source has: a reload or a batch update
    /// ends it, a scroll or a layout change does not, so a cell whose item stays visible is kept as UIKit keeps it.
    private var elementViewsShowCurrentData = false
    /// The selected items, in the order selected (`UICollectionView+Selection.swift`).
    var selectedItems: [IndexPath] = []
    /// Whether items can be selected; kept.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether cells are asked for ahead of scrolling; kept, as the host asks for the cells of each offset.
    open var isPrefetchingEnabled = true
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// What a layout pass and a batch update in progress need to remember, and what user code raised in it.
    var passState = CollectionViewPassState()
    /// What the host's last query showed, in the order drawn; the visible-cell questions answer from it.
    /// The host sets it, then the views it made for them with `showElementViews(_:)`.
    var visibleElements: [LayoutAttributes] = []
    /// The views the host made for `visibleElements` as it drew them, in drawing order.
    private var elementViews: [(key: VisibleViewKey, view: UICollectionReusableView)] = []
    /// `elementViews` by key, built on the first question (hashing thousands of index paths per query would
    /// cost more than making the views), plus views made on demand for elements without one.
    private var madeViews: [VisibleViewKey: UICollectionReusableView]?

    /// Creates a collection view of `frame` with `layout` attached.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// Storyboards do not exist here; gives a collection view with a default flow layout so subclasses compile.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
    }

    /// Creates a view; needed for `UIView`'s initialiser, gives a default flow layout.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.attachedCollectionView = self
        layout.invalidateLayout()
    }

    /// Moves the offset so that the item's frame (asked of the layout) sits at `scrollPosition`, or as little
    /// as shows it for `.none`; no animation, the host shows the new offset at its next `resolve`. Open, as in
    /// UIKit: a subclass may override it.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if let offset = offset(showingItemAt: indexPath, at: scrollPosition) { contentOffset = offset }
    }

    /// Replaces the layout as `setCollectionViewLayout(_:animated:completion:)` does, without a completion.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        replaceLayout(with: layout, completion: nil)
    }

    /// Replaces the layout as UIKit does: the old layout is told `prepareForTransition(to:)`, the new one
    /// `prepareForTransition(from:)`, the layout changes, both are told `finalizeLayoutTransition()`, then
    /// `completion` runs with `true`. Nothing animates: the next picture shows the new layout.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        replaceLayout(with: layout, completion: completion)
    }

    /// The number of sections the data source reported (0 without a data source).
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section`; a section out of range is a fault (UIKit raises an exception) and gives 0.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        guard counts.indices.contains(section) else {
            report(.sectionOutOfRange(section: section, numberOfSections: counts.count))
            return 0
        }
        return counts[section]
    }

    /// Reads the counts again on next use and invalidates the layout with a context that invalidates
    /// everything and the data source's counts, as UIKit's `reloadData()`.
    open func reloadData() {
        counts = nil
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The counts, read from the data source on first use.
    var loadedCounts: [Int] {
        if let counts { return counts }
        var loaded: [Int] = []
        if let dataSource {
            let sections = (try? dataSource.numberOfSections(in: self)) ?? 1
            if sections < 0 { report(.negativeSectionCount(sections)) }
            for section in 0..<max(0, sections) {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 { report(.negativeItemCount(section: section, count: items)) }
                loaded.append(max(0, items))
            }
        }
        counts = loaded
        return loaded
    }

    /// Applies the insertions, deletions, reloads and moves `updates` names as one change. The data source's
    /// counts are read again after the block and checked against the changes (a mismatch is the "Invalid update"
    /// fault, reported by the host; the layout then only reloads and `completion` is not called). Then the layout is invalidated with a
    /// context whose `invalidateDataSourceCounts` is set, prepared, told `prepare(forCollectionViewUpdates:)`,
    /// asked for its elements, for supplementary and decoration views it adds or removes, for the initial
    /// attributes of every element visible after and the final attributes of every element visible before the
    /// update, and told `finalizeCollectionViewUpdates()`. Nothing animates: `completion` runs at once with
    /// `true`. The order is inferred from Apple's documentation of each hook and public write-ups. The counts
    /// before the update are the ones the collection view last read, as on a device: read them (any query of
    /// the host does) before changing the data source.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    /// Inserts items at the index paths they have after the update.
    open func insertItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at the index paths they have before the update.
    open func deleteItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.deletedItems += indexPaths }
    }

    /// Replaces the items at the index paths they have before the update with new ones (cross-fading by default).
    open func reloadItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reloadedItems += indexPaths }
    }

    /// Updates the cells of the items at the index paths they have before the update, keeping the cells (Apple's
    /// `reconfigureItems(at:)`): no element is replaced, so the layout sees no change for them.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reconfiguredItems += indexPaths }
    }

    /// Moves an item from its index path before the update to its index path after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at the indexes they have after the update.
    open func insertSections(_ sections: IndexSet) {
        recordUpdate { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at the indexes they have before the update.
    open func deleteSections(_ sections: IndexSet) {
        recordUpdate { $0.deletedSections += Array(sections) }
    }

    /// Replaces every element of the sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet) {
        recordUpdate { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section from its index before the update to its index after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Remembers the cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Accepted so that apps registering a cell nib compile; nibs do not load here, so the identifier gives plain cells.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
    }

    /// Accepted so that apps registering a view nib compile; the identifier gives plain views.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = nil
    }

    /// Remembers the view class for `kind` and `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A new cell of the registered class (a plain cell if none was registered), holding the layout attributes
    /// of the item at `indexPath` when the host is asking for its cell, as in UIKit; nothing is reused here.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
        cell.reuseIdentifier = identifier
        passState.dequeuing?.dequeued(cell, kind: nil, at: indexPath)
        return cell
    }

    /// A new view of the registered class (a plain view if none was registered), holding the layout attributes
    /// of the element at `indexPath` when the host is asking for its view, as in UIKit; nothing is reused here.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = (supplementaryClasses[elementKind + "/" + identifier] ?? UICollectionReusableView.self).init()
        view.reuseIdentifier = identifier
        passState.dequeuing?.dequeued(view, kind: elementKind, at: indexPath)
        return view
    }

    /// The index path of `cell` when it is one the last query showed; `nil` otherwise.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        elementViews.first { $0.key.kind == nil && $0.view === cell }?.key.indexPath
    }

    /// The index path of the supplementary `view` when the last query showed it; `nil` otherwise.
    open func indexPath(forSupplementaryView view: UICollectionReusableView) -> IndexPath? {
        elementViews.first { $0.key.kind != nil && $0.view === view }?.key.indexPath
    }

    /// The index paths of the cells the last query showed, as UIKit's visible cells.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.filter { $0.kind == .cell }.map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The cells the last query showed, made by the data source and placed at their frames.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    /// The visible cell at `indexPath`, made by the data source; `nil` when it is not visible, as in UIKit.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let element = visibleElements.first(where: {
            $0.kind == .cell && $0.section == indexPath.section && $0.item == indexPath.item
        }) else { return nil }
        return visibleView(for: element, key: VisibleViewKey(kind: nil, indexPath: indexPath)) {
            dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
        } as? UICollectionViewCell
    }

    /// The index paths of the supplementary views of `elementKind` the last query showed.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElements.filter { Self.kindString(of: $0) == elementKind }.map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The supplementary views of `elementKind` the last query showed, made by the data source.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// The visible supplementary view of `elementKind` at `indexPath`; `nil` when it is not visible.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let element = visibleElements.first(where: {
            Self.kindString(of: $0) == elementKind && $0.section == indexPath.section && $0.item == indexPath.item
        }) else { return nil }
        return visibleView(for: element, key: VisibleViewKey(kind: elementKind, indexPath: indexPath)) {
            (try? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath))
                ?? UICollectionReusableView(frame: .zero)
        }
    }

    /// Makes `views` the visible views and the collection view's element subviews, replacing the last query's.
    func showElementViews(_ views: [(key: VisibleViewKey, view: UICollectionReusableView)]) {
        let old = elementViews.isEmpty && madeViews == nil ? [] : elementViews.map(\.view) + (madeViews?.values.map { $0 } ?? [])
        elementViews = views
        madeViews = nil
        elementViewsShowCurrentData = true
        replaceSubviews(old, with: views.lazy.map(\.view))
    }

    /// The last query's views by key while they still show the data source's items (none after a reload or a batch
    /// update): the next query shows these again for elements that stay visible instead of asking the data source.
    func keptElementViews() -> [VisibleViewKey: UICollectionReusableView] {
        elementViewsShowCurrentData ? elementViewsByKey() : [:]
    }

    /// `elementViews` by key, the first view of a key kept.
    private func elementViewsByKey() -> [VisibleViewKey: UICollectionReusableView] {
        Dictionary(elementViews.lazy.map { ($0.key, $0.view) }, uniquingKeysWith: { first, _ in first })
    }

    private func visibleView(
        for element: LayoutAttributes, key: VisibleViewKey, make: () -> UICollectionReusableView
    ) -> UICollectionReusableView {
        var index = madeViews ?? elementViewsByKey()
        defer { madeViews = index }
        if let view = index[key] { return view }
        let view = make()
        view.frame = CGRect(element.frame)
        index[key] = view
        return view
    }

    private static func kindString(of element: LayoutAttributes) -> String? {
        switch element.kind {
        case .header: elementKindSectionHeader
        case .footer: elementKindSectionFooter
        case .supplementary: element.elementKind
        case .cell, .decoration: nil
        }
    }

    /// The item whose cell contains `point`, asked of the layout as UIKit asks it (the topmost by zIndex);
    /// `nil` when no cell is there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let cells = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.isFinite && $0.frame.contains(point) }
        return cells.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item, as UIKit forwards it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view, as UIKit forwards it.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}

/// The header kind string by its pre-Swift-4.2 global name.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// The footer kind string by its pre-Swift-4.2 global name.
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
#endif
