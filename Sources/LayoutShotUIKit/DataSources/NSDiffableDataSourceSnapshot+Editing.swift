#if !canImport(UIKit)
// The snapshot's changes. Each checks its arguments first, as UIKit raises its exception before changing
// anything: a call UIKit refuses changes nothing here and leaves a problem that `apply` reports.
extension NSDiffableDataSourceSnapshot {
    /// Appends `identifiers` to the end of `sectionIdentifier` (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let method = "appendItems(_:toSection:)"
        guard let section = sectionIdentifier ?? sectionIdentifiers.last else {
            return note(method, "was called with no section given and no section in the snapshot; append a section first")
        }
        guard itemsBySection[section] != nil else { return note(method, "was given section \(Self.name(section)), which is not in the snapshot") }
        guard newItemsAreValid(identifiers, method: method) else { return }
        itemsBySection[section, default: []] += identifiers
        for item in identifiers { sectionOfItem[item] = section }
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, offset: 0, method: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, offset: 1, method: "insertItems(_:afterItem:)")
    }

    /// Removes `identifiers` from their sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let method = "deleteItems(_:)"
        for item in identifiers where sectionOfItem[item] == nil {
            return note(method, "was given item \(Self.name(item)), which is not in the snapshot")
        }
        let doomed = Set(identifiers)
        for item in doomed {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            itemsBySection[section]?.removeAll { $0 == item }
        }
        forgetMarks(ofItems: doomed)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        itemsBySection = [:]
        sectionOfItem = [:]
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves `identifier` to just before `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 0, method: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 1, method: "moveItem(_:afterItem:)")
    }

    /// Marks `identifiers` for reloading: their cells are replaced when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, method: "reloadItems(_:)") else { return }
        reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks `identifiers` for reconfiguring: their cells are configured again in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, method: "reconfigureItems(_:)") else { return }
        reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    /// Appends `identifiers` as empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreValid(identifiers, method: "appendSections(_:)") else { return }
        addSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts `identifiers` as empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, offset: 0, method: "insertSections(_:beforeSection:)")
    }

    /// Inserts `identifiers` as empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, offset: 1, method: "insertSections(_:afterSection:)")
    }

    /// Removes `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where itemsBySection[section] == nil {
            return note("deleteSections(_:)", "was given section \(Self.name(section)), which is not in the snapshot")
        }
        let doomed = Set(identifiers)
        var doomedItems: Set<ItemIdentifierType> = []
        for section in doomed {
            for item in itemsBySection.removeValue(forKey: section) ?? [] {
                sectionOfItem[item] = nil
                doomedItems.insert(item)
            }
        }
        sectionIdentifiers.removeAll { doomed.contains($0) }
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        forgetMarks(ofItems: doomedItems)
    }

    /// Moves `identifier` to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 0, method: "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier` to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 1, method: "moveSection(_:afterSection:)")
    }

    /// Marks `identifiers` for reloading: all their views are replaced when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where itemsBySection[section] == nil {
            return note("reloadSections(_:)", "was given section \(Self.name(section)), which is not in the snapshot")
        }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    /// Marks `identifiers` for reconfiguring, as `reconfigureItems(_:)` does for each of their items.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where itemsBySection[section] == nil {
            return note("reconfigureSections(_:)", "was given section \(Self.name(section)), which is not in the snapshot")
        }
        reconfigureItems(identifiers.flatMap { itemsBySection[$0] ?? [] })
    }

    /// Replaces the items of `section` with `items` (which are in no other section), keeping marks of items that stay.
    mutating func replaceItems(inSection section: SectionIdentifierType, with items: [ItemIdentifierType]) {
        let old = itemsBySection[section] ?? []
        for item in old { sectionOfItem[item] = nil }
        let kept = Set(items)
        forgetMarks(ofItems: Set(old.filter { !kept.contains($0) }))
        itemsBySection[section] = items
        for item in items { sectionOfItem[item] = section }
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, offset: Int, method: String
    ) {
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            return note(method, "was given item \(Self.name(anchor)) to insert next to, which is not in the snapshot")
        }
        guard newItemsAreValid(identifiers, method: method) else { return }
        itemsBySection[section]?.insert(contentsOf: identifiers, at: index + offset)
        for item in identifiers { sectionOfItem[item] = section }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, offset: Int, method: String) {
        guard let from = sectionOfItem[identifier] else {
            return note(method, "was given item \(Self.name(identifier)) to move, which is not in the snapshot")
        }
        guard sectionOfItem[anchor] != nil else {
            return note(method, "was given item \(Self.name(anchor)) to move next to, which is not in the snapshot")
        }
        guard identifier != anchor else { return note(method, "was asked to move item \(Self.name(identifier)) next to itself") }
        itemsBySection[from]?.removeAll { $0 == identifier }
        guard let to = sectionOfItem[anchor], let index = itemsBySection[to]?.firstIndex(of: anchor) else { return }
        itemsBySection[to]?.insert(identifier, at: index + offset)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], next anchor: SectionIdentifierType, offset: Int, method: String
    ) {
        guard let index = indexOfSection(anchor) else {
            return note(method, "was given section \(Self.name(anchor)) to insert next to, which is not in the snapshot")
        }
        guard newSectionsAreValid(identifiers, method: method) else { return }
        addSections(identifiers, at: index + offset)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, offset: Int, method: String
    ) {
        guard itemsBySection[identifier] != nil else {
            return note(method, "was given section \(Self.name(identifier)) to move, which is not in the snapshot")
        }
        guard itemsBySection[anchor] != nil else {
            return note(method, "was given section \(Self.name(anchor)) to move next to, which is not in the snapshot")
        }
        guard identifier != anchor else { return note(method, "was asked to move section \(Self.name(identifier)) next to itself") }
        sectionIdentifiers.removeAll { $0 == identifier }
        guard let index = indexOfSection(anchor) else { return }
        sectionIdentifiers.insert(identifier, at: index + offset)
    }

    private mutating func addSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        for section in identifiers { itemsBySection[section] = [] }
    }

    /// Whether `identifiers` are distinct and not in the snapshot yet; notes the first that is not.
    private mutating func newItemsAreValid(_ identifiers: [ItemIdentifierType], method: String) -> Bool {
        var seen: Set<ItemIdentifierType> = []
        for item in identifiers {
            guard seen.insert(item).inserted else {
                note(method, "was given item \(Self.name(item)) twice; item identifiers must be unique")
                return false
            }
            if let section = sectionOfItem[item] {
                note(method, "was given item \(Self.name(item)), which is already in section \(Self.name(section)); "
                    + "item identifiers must be unique")
                return false
            }
        }
        return true
    }

    private mutating func newSectionsAreValid(_ identifiers: [SectionIdentifierType], method: String) -> Bool {
        var seen: Set<SectionIdentifierType> = []
        for section in identifiers {
            guard seen.insert(section).inserted else {
                note(method, "was given section \(Self.name(section)) twice; section identifiers must be unique")
                return false
            }
            if itemsBySection[section] != nil {
                note(method, "was given section \(Self.name(section)), which is already in the snapshot; "
                    + "section identifiers must be unique")
                return false
            }
        }
        return true
    }

    private mutating func knownItems(_ identifiers: [ItemIdentifierType], method: String) -> Bool {
        for item in identifiers where sectionOfItem[item] == nil {
            note(method, "was given item \(Self.name(item)), which is not in the snapshot")
            return false
        }
        return true
    }

    private mutating func forgetMarks(ofItems items: Set<ItemIdentifierType>) {
        guard !items.isEmpty else { return }
        reloadedItemIdentifiers.removeAll { items.contains($0) }
        reconfiguredItemIdentifiers.removeAll { items.contains($0) }
    }
}
#endif
