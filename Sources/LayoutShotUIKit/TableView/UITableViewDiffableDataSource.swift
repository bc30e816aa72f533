#if !canImport(UIKit)
/// A table view's data source fed with snapshots of identifiers, as UIKit's class: it answers the table from the
/// snapshot last applied, asking `cellProvider` for each row. Subclasses override the `UITableViewDataSource`
/// methods (titles, editing, moving) as in UIKit. Applying a snapshot reloads the table; the animation is not drawn.
/// What UIKit refuses with an exception (a snapshot naming an identifier twice, a provider returning nil) is kept
/// in `faults` and reported to the host, which throws the first.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = DiffableShownSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How rows animate when a snapshot is applied; kept.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic
    /// What the snapshots applied and the cell provider did that UIKit refuses, in order.
    public private(set) var faults: [LayoutFault] = []

    /// A data source of `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`; the animation is not drawn. `completion` runs after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        current.snapshot = snapshot
        for problem in snapshot.problems { record(problem) }
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the table.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current.snapshot }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(for: index) }

    /// The index of `identifier`'s section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The section's items.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the provider makes for the item (a plain cell, and a fault, when it returns nil, where UIKit raises).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        guard let item = current.itemIdentifier(for: indexPath) else { return plain }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        record(.invalidDiffableUse(
            method: "the cell provider", problem: "returned nil for the row at [\(indexPath.section), \(indexPath.row)]"))
        return plain
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows show no editing controls; override to allow them.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows show no reorder controls; override to allow them.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing happens; override to delete or insert the row in a new snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing happens; override to move the item in a new snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    private func record(_ fault: LayoutFault) {
        faults.append(fault)
        tableView?.listView.report(fault)
    }
}
#endif
