#if !canImport(UIKit)
/// The snapshot a diffable data source (a table's or a collection view's) shows, and the lookups both answer from
/// it: UIKit's two classes give the same identifier and index path methods over the snapshot last applied.
struct DiffableShownSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot shown.
    var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>() {
        didSet { itemsBySectionIndex = snapshot.sectionIdentifiers.map { snapshot.itemsBySection[$0] ?? [] } }
    }
    /// Each section's items by the section's index: the cell provider is asked for an item by index path for
    /// every cell made, and an index is cheaper than hashing the section's identifier.
    private var itemsBySectionIndex: [[ItemIdentifierType]] = []

    /// The item shown at `indexPath`, as `NSDiffableDataSourceSnapshot.itemIdentifier(at:)` finds it.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard section >= 0, section < itemsBySectionIndex.count else { return nil }
        let items = itemsBySectionIndex[section]
        return item >= 0 && item < items.count ? items[item] : nil
    }

    /// Where `itemIdentifier` is shown.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { snapshot.indexPath(of: itemIdentifier) }

    /// The section shown at `index`, nil past the last.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`'s section.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(sectionIdentifier) }

    /// The sections shown.
    var numberOfSections: Int { snapshot.numberOfSections }
}
#endif
