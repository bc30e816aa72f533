#if !canImport(UIKit)
/// The sections and items a diffable data source shows, by identifier, as UIKit's struct. What UIKit refuses with
/// an exception (an identifier given twice, one that is not in the snapshot) is left undone and kept as a problem;
/// applying the snapshot reports the first as a `LayoutFault` naming the method.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order.
    public internal(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items in order.
    var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section of each item.
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The sections marked for reloading, in the order marked.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked for reloading, in the order marked.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring, in the order marked.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// What the snapshot's methods were asked that UIKit refuses, in order.
    var problems: [LayoutFault] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] } }

    /// The number of items in `identifier`'s section; an unknown section is a problem and gives 0.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[identifier]?.count ?? 0
    }

    /// The items of `identifier`'s section, in order (empty for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }

    /// The section holding `identifier`, `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of `identifier` in `itemIdentifiers`, `nil` when the item is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
              let index = itemsBySection[section]?.firstIndex(of: identifier) else { return nil }
        return sectionIdentifiers[..<sectionIndex].reduce(index) { $0 + (itemsBySection[$1]?.count ?? 0) }
    }

    /// The index of `identifier` in `sectionIdentifiers`, `nil` when the section is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// The index path of `identifier`, `nil` when the item is not in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
              let item = itemsBySection[section]?.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The item at `indexPath`, `nil` when there is none.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionIdentifiers.indices.contains(indexPath.section),
              let items = itemsBySection[sectionIdentifiers[indexPath.section]],
              items.indices.contains(indexPath.item) else { return nil }
        return items[indexPath.item]
    }

    /// Keeps the problem `method` met with `problem`, as UIKit's exception would name it.
    mutating func note(_ method: String, _ problem: String) {
        problems.append(.invalidDiffableUse(method: method, problem: problem))
    }

    /// How messages name an identifier.
    static func name(_ identifier: some Hashable) -> String {
        identifier is String ? "\"\(identifier)\"" : "\(identifier)"
    }
}
#endif
