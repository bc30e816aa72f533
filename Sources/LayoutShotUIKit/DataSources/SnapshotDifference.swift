#if !canImport(UIKit)
/// The batch update that takes a collection view from one snapshot to another, by identifier, in the index spaces
/// `performBatchUpdates(_:completion:)` documents: deletions, reloads and move sources in the old snapshot,
/// insertions and move destinations in the new one.
///
/// Sections and items in both snapshots keep their identity. Among the survivors, those whose order changed are
/// moves: the fewest that explain the new order (the others are a longest increasing subsequence of their new
/// positions, so they keep their relative order, as the batch's mapping fills the free slots in order). Items of a
/// deleted or inserted section go with their section; an item that crosses between a surviving section and a
/// deleted, inserted or reloaded one is deleted and inserted. A reloaded item that also moves is deleted and
/// inserted, since a batch cannot both reload and move one index path; a reloaded section that moves only moves.
/// Reconfigured items keep their cells (Apple: "preserving the existing cells for the items") and are named with
/// `reconfigureItems(at:)` at their old index paths, which changes no element.
struct SnapshotDifference {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [Move] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [ItemMove] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// A section's index before and after.
    struct Move: Equatable {
        var from: Int
        var to: Int
    }

    /// An item's index path before and after.
    struct ItemMove: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Whether the collection view has nothing to change: no batch update is made.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    init<S: Hashable & Sendable, I: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) {
        let oldSections = Self.positions(old.sectionIdentifiers)
        let newSections = Self.positions(new.sectionIdentifiers)
        deletedSections = old.sectionIdentifiers.indices.filter { newSections[old.sectionIdentifiers[$0]] == nil }
        insertedSections = new.sectionIdentifiers.indices.filter { oldSections[new.sectionIdentifiers[$0]] == nil }
        let survivors = old.sectionIdentifiers.enumerated().compactMap { index, section in
            newSections[section].map { Move(from: index, to: $0) }
        }
        movedSections = Self.moves(survivors.map { ($0.from, $0.to) }).map { Move(from: $0.from, to: $0.to) }
        let movedSectionSources = Set(movedSections.map(\.from))
        reloadedSections = new.reloadedSectionIdentifiers.compactMap { oldSections[$0] }
            .filter { !movedSectionSources.contains($0) }.sorted()
        let reloadedOld = Set(reloadedSections)
        // A section's items are changed one by one only when it survives and is not reloaded as a whole.
        func itemWise(old index: Int) -> Bool { newSections[old.sectionIdentifiers[index]] != nil && !reloadedOld.contains(index) }
        func itemWise(new index: Int) -> Bool {
            oldSections[new.sectionIdentifiers[index]].map { !reloadedOld.contains($0) } ?? false
        }

        let oldPaths = Self.paths(of: old)
        let newPaths = Self.paths(of: new)
        let reloaded = Set(new.reloadedItemIdentifiers)
        var insertedAfterReload: Set<IndexPath> = []
        for (sectionIndex, section) in old.sectionIdentifiers.enumerated() where itemWise(old: sectionIndex) {
            var staying: [(from: IndexPath, to: IndexPath, reloaded: Bool)] = []
            for (itemIndex, item) in (old.itemsBySection[section] ?? []).enumerated() {
                let from = IndexPath(item: itemIndex, section: sectionIndex)
                guard let to = newPaths[item], itemWise(new: to.section) else {
                    deletedItems.append(from)
                    continue
                }
                if new.sectionIdentifiers[to.section] == section {
                    staying.append((from, to, reloaded.contains(item)))
                } else if reloaded.contains(item) {
                    deletedItems.append(from)
                    insertedAfterReload.insert(to)
                } else {
                    movedItems.append(ItemMove(from: from, to: to))
                }
            }
            let moved = Set(Self.moves(staying.map { ($0.from.item, $0.to.item) }).map(\.from))
            for pair in staying {
                if moved.contains(pair.from.item) {
                    if pair.reloaded {
                        deletedItems.append(pair.from)
                        insertedAfterReload.insert(pair.to)
                    } else {
                        movedItems.append(ItemMove(from: pair.from, to: pair.to))
                    }
                } else if pair.reloaded {
                    reloadedItems.append(pair.from)
                }
            }
        }
        for (sectionIndex, section) in new.sectionIdentifiers.enumerated() where itemWise(new: sectionIndex) {
            for (itemIndex, item) in (new.itemsBySection[section] ?? []).enumerated() {
                let to = IndexPath(item: itemIndex, section: sectionIndex)
                if let from = oldPaths[item], itemWise(old: from.section), !insertedAfterReload.contains(to) { continue }
                insertedItems.append(to)
            }
        }
        let replaced = Set(deletedItems + reloadedItems + movedItems.map(\.from))
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { oldPaths[$0] }
            .filter { itemWise(old: $0.section) && !replaced.contains($0) }.sorted()
    }

    /// Names the changes on `collectionView`, inside the batch update in progress.
    @MainActor
    func record(on collectionView: UICollectionView) {
        if !deletedSections.isEmpty { collectionView.deleteSections(IndexSet(deletedSections)) }
        if !insertedSections.isEmpty { collectionView.insertSections(IndexSet(insertedSections)) }
        for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !reloadedSections.isEmpty { collectionView.reloadSections(IndexSet(reloadedSections)) }
        if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
        for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
        if !reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: reconfiguredItems) }
    }

    private static func positions<T: Hashable>(_ values: [T]) -> [T: Int] {
        Dictionary(uniqueKeysWithValues: values.enumerated().map { ($1, $0) })
    }

    /// Every item's index path in `snapshot`.
    private static func paths<S: Hashable & Sendable, I: Hashable & Sendable>(
        of snapshot: NSDiffableDataSourceSnapshot<S, I>
    ) -> [I: IndexPath] {
        var paths: [I: IndexPath] = [:]
        paths.reserveCapacity(snapshot.numberOfItems)
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            for (itemIndex, item) in (snapshot.itemsBySection[section] ?? []).enumerated() {
                paths[item] = IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        return paths
    }

    /// The pairs (old index, new index), in old order, outside one longest increasing subsequence of new indexes:
    /// the fewest moves that leave the rest in order.
    static func moves(_ pairs: [(from: Int, to: Int)]) -> [(from: Int, to: Int)] {
        let kept = Set(longestIncreasingSubsequence(pairs.map(\.to)))
        return pairs.indices.filter { !kept.contains($0) }.map { pairs[$0] }
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}
#endif
