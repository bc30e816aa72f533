#if !canImport(UIKit)
/// One section's items as an outline, as UIKit's struct: items under parents, each parent expanded or collapsed; only
/// the items whose parents are all expanded are items of the collection view (`visibleItems`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    /// The top-level items.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { walk(roots, expandedOnly: false) }

    /// The items shown: depth first, below expanded parents only.
    public var visibleItems: [ItemIdentifierType] { walk(roots, expandedOnly: true) }

    private func walk(_ level: [ItemIdentifierType], expandedOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !expandedOnly || expanded.contains(item) { stack += (childrenOf[item] ?? []).reversed() }
        }
        return result
    }

    /// Appends `items` under `parent` (at the top level when `nil`); an item already in the outline is skipped, where
    /// UIKit raises.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        for item in items where !contains(item) {
            if let parent {
                childrenOf[parent, default: []].append(item)
                parentOf[item] = parent
            } else {
                roots.append(item)
            }
        }
    }

    /// Whether `item` is in the outline.
    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil || roots.contains(item) }

    /// The parent of `item`, `nil` at the top level.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parentOf[item] }

    /// How deep `item` is: 0 at the top level.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// Whether `item`'s children are shown.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: all its parents expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// The position of `item` in `visibleItems`.
    public func index(of item: ItemIdentifierType) -> Int? { visibleItems.firstIndex(of: item) }

    /// `parent`'s descendants as an outline of their own (with `parent` at the top when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return result
    }

    /// Removes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in walk([item], expandedOnly: false) {
                childrenOf[descendant] = nil
                expanded.remove(descendant)
                if descendant != item { parentOf[descendant] = nil }
            }
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }
}
#endif
