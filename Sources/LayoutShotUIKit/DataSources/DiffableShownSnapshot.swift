#if !canImport(UIKit)
/// The snapshot a diffable data source (a table's or a collection view's) shows, and the lookups both answer from
/// it: UIKit's two classes give the same identifier and index path methods over the snapshot last applied.
struct DiffableShownSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot shown.
    var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The item shown at `indexPath`.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshot.itemIdentifier(at: indexPath) }

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
