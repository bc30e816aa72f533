#if !canImport(UIKit)
/// A collection view's data source fed with snapshots of identifiers, as UIKit's class: it answers the collection view
/// from the snapshot last applied, asking `cellProvider` for each cell and `supplementaryViewProvider` for each
/// supplementary view. An animated apply once the collection view has read its counts is a batch update of the
/// difference by identifier (see `apply(_:animatingDifferences:completion:)`), which a host's transition draws.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The snapshot shown, without the marks for reloading and reconfiguring (they apply once).
    var current = DiffableShownSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes supplementary views; `nil` leaves them plain views.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What reordering calls; kept, as nothing is dragged here.
    open var reorderingHandlers = ReorderingHandlers()
    /// What expanding and collapsing call; kept, as nothing is tapped here.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What the last snapshot applied was refused, as UIKit raises an exception for it (the first is the host's fault).
    public internal(set) var faults: [LayoutFault] = []

    /// A data source of `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`. Animated, once the collection view has read its counts (the host has drawn it), the
    /// change is one `performBatchUpdates(_:completion:)` of the difference by identifier: deleted, inserted and
    /// moved sections and items, reloaded sections and items, reconfigured items (kept cells); the layout gets
    /// its update hooks and `LayoutHost.transition(at:midpoint:updates:)` draws the animation when the apply is
    /// its `updates`. An identical snapshot changes nothing. Not animated, or before the counts were read, the
    /// collection view reloads. `completion` runs after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view, whatever it showed.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        show(snapshot, animated: false, completion: completion)
    }

    /// Replaces `section`'s items by the visible items of `snapshot` (those whose parents are all expanded), adding the
    /// section at the end when the snapshot has none of that name.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = current.snapshot
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current.snapshot }

    /// The section snapshot last applied to `section`, else its items at one level.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.snapshot.itemIdentifiers(inSection: section))
        return flat
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(for: index) }

    /// The index of `identifier`'s section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The section's items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the provider makes for the item (a plain cell, and a fault kept, when it returns nil, where UIKit raises).
    /// A list cell of a section given as a section snapshot takes the item's outline level as its indentation level
    /// (Apple, `UICollectionViewListCell.indentationLevel`: it "sets automatically when you use a hierarchical data
    /// source, such as an NSDiffableDataSourceSectionSnapshot") and its expanded state (`UICellConfigurationState.isExpanded`).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(for: indexPath) else { return UICollectionViewCell() }
        if let cell = cellProvider(collectionView, indexPath, item) {
            let section = current.sectionIdentifier(for: indexPath.section)
            let outline = section.flatMap { sectionSnapshots[$0] }
            cell.isExpandedInOutline = outline?.isExpanded(item) ?? false
            if let listCell = cell as? UICollectionViewListCell, let outline, outline.contains(item) {
                listCell.indentationLevel = outline.level(of: item)
            }
            return cell
        }
        faults.append(.invalidDiffableUse(method: "the cell provider", problem: "returned nil for the item at \(indexPath)"))
        return UICollectionViewCell()
    }

    /// The view the supplementary provider makes (a plain view without one).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}

extension UICollectionViewDiffableDataSource {
    /// What reordering calls, as UIKit's structure; kept.
    public struct ReorderingHandlers {
        /// Whether an item may move.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Before the move is applied.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// After the move is applied.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }
}

/// What expanding and collapsing in a section snapshot call, as UIKit's structure; kept.
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether an item may expand.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Before an item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether an item may collapse.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Before an item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The items a collapsed item's children are replaced by, when it supplies them.
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    /// No handlers.
    public init() {}
}

/// A reordering, as UIKit's structure: the snapshots before and after and the difference; handed to the reordering
/// handlers, which nothing calls here (nothing is dragged).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// Before.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// After.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// Each section's part of the reordering.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// One section's part of a reordering, as UIKit's structure.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section before.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items' difference.
    public let difference: CollectionDifference<ItemIdentifierType>
}
#endif
