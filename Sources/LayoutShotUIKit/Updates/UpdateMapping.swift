#if !canImport(UIKit)
/// Where each section and item of the state before a batch update is after it, worked out as UIKit documents the
/// batch: deletions and move sources in the old indexes, insertions and move destinations in the new ones, and
/// every other element keeping its order in the slots left free. Validates the counts as UIKit does.
struct UpdateMapping {
    /// The new section of each old section that survives (reloaded ones included); deleted ones are absent.
    private(set) var sectionAfter: [Int: Int] = [:]
    /// Old sections whose elements are all replaced.
    private(set) var reloadedSections: Set<Int> = []
    /// The new index path of each old item that survives unchanged in identity (moves included).
    private(set) var itemAfter: [IndexPath: IndexPath] = [:]
    /// The old index path of each new item that was there before: the inverse of `itemAfter`.
    private(set) var itemBefore: [IndexPath: IndexPath] = [:]
    /// Where the replacement of each reloaded item goes: the slot the item would take if it survived.
    private(set) var reloadAfter: [IndexPath: IndexPath] = [:]
    /// The changes as the layout receives them, in the order UIKit passes them (see `sortedChanges`).
    private(set) var changes: [Change] = []

    /// One change for `prepare(forCollectionViewUpdates:)`.
    struct Change: Equatable {
        var action: UICollectionViewUpdateItem.Action
        var before: IndexPath?
        var after: IndexPath?
    }

    /// Checks `updates` against the counts before and after and maps every element, or throws the fault UIKit
    /// raises as an exception.
    init(_ updates: PendingUpdates, before: [Int], after: [Int]) throws(LayoutFault) {
        try Self.checkItemShapes(updates)
        let deletedSections = Set(updates.deletedSections)
        let insertedSections = Set(updates.insertedSections)
        guard after.count == before.count - deletedSections.count + insertedSections.count else {
            throw .invalidSectionCountAfterUpdate(
                before: before.count, after: after.count, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        try Self.checkSectionRanges(updates, before: before, after: after)
        reloadedSections = Set(updates.reloadedSections)
        mapSections(updates, before: before.count, after: after.count)
        try checkItemCounts(updates, before: before, after: after)
        try Self.checkItemRanges(updates, before: before, after: after)
        try Self.checkItemsNamedOnce(updates)
        mapItems(updates, before: before, after: after)
        changes = Self.sortedChanges(updates, sectionAfter: sectionAfter, reloadAfter: reloadAfter)
    }

    /// Old sections that are neither deleted nor moved fill the new slots that are neither inserted nor moved
    /// into, in order.
    private mutating func mapSections(_ updates: PendingUpdates, before: Int, after: Int) {
        let movedFrom = Set(updates.movedSections.map(\.from))
        let taken = Set(updates.insertedSections).union(updates.movedSections.map(\.to))
        for move in updates.movedSections { sectionAfter[move.from] = move.to }
        let staying = (0..<before).filter { !Set(updates.deletedSections).contains($0) && !movedFrom.contains($0) }
        let free = (0..<after).filter { !taken.contains($0) }
        for (old, new) in zip(staying, free) { sectionAfter[old] = new }
    }

    /// Checks each surviving section's new count against its old count and the changes into and out of it.
    private func checkItemCounts(_ updates: PendingUpdates, before: [Int], after: [Int]) throws(LayoutFault) {
        let deleted = Set(updates.deletedItems)
        for (oldSection, newSection) in sectionAfter.sorted(by: { $0.key < $1.key })
        where !reloadedSections.contains(oldSection) {
            let inserted = Set(updates.insertedItems.filter { $0[0] == newSection }).count
            let removed = deleted.filter { $0[0] == oldSection }.count
            let movedIn = updates.movedItems.filter { $0.to[0] == newSection && $0.from[0] != oldSection }.count
            let movedOut = updates.movedItems.filter { $0.from[0] == oldSection && $0.to[0] != newSection }.count
            guard after[newSection] == before[oldSection] + inserted - removed + movedIn - movedOut else {
                throw .invalidItemCountAfterUpdate(
                    section: oldSection, before: before[oldSection], after: after[newSection], inserted: inserted,
                    deleted: removed, movedIn: movedIn, movedOut: movedOut)
            }
        }
    }

    /// Each old index path is the source of one change at most, each new one the destination of one at most.
    private static func checkItemsNamedOnce(_ updates: PendingUpdates) throws(LayoutFault) {
        let sources = updates.deletedItems + updates.movedItems.map(\.from)
        let destinations = updates.insertedItems + updates.movedItems.map(\.to)
        for (paths, role) in [(sources, "a source (deleted or moved from)"), (destinations, "a destination (inserted or moved to)")] {
            var seen = Set<IndexPath>()
            for path in paths where !seen.insert(path).inserted {
                throw .conflictingUpdate(target: "item [\(path[0]), \(path[1])]", role: role)
            }
        }
    }

    /// Within each new section, inserted items and items moved in take their named slots; the section's other old
    /// items (reloaded ones included) fill the rest in order. A reloaded item keeps its slot but not its identity.
    private mutating func mapItems(_ updates: PendingUpdates, before: [Int], after: [Int]) {
        let deleted = Set(updates.deletedItems)
        let movedFrom = Set(updates.movedItems.map(\.from))
        let reloaded = Set(updates.reloadedItems)
        for move in updates.movedItems where !reloadedSections.contains(move.from[0]) {
            itemAfter[move.from] = move.to
        }
        for (oldSection, newSection) in sectionAfter where !reloadedSections.contains(oldSection) {
            let taken = Set(updates.insertedItems.filter { $0[0] == newSection }.map { $0[1] })
                .union(updates.movedItems.filter { $0.to[0] == newSection }.map { $0.to[1] })
            let staying = (0..<before[oldSection]).map { IndexPath(item: $0, section: oldSection) }
                .filter { !deleted.contains($0) && !movedFrom.contains($0) }
            let free = (0..<after[newSection]).filter { !taken.contains($0) }
            for (old, slot) in zip(staying, free) {
                if reloaded.contains(old) {
                    reloadAfter[old] = IndexPath(item: slot, section: newSection)
                } else {
                    itemAfter[old] = IndexPath(item: slot, section: newSection)
                }
            }
        }
        // An item moved out of a deleted section has no counterpart.
        itemAfter = itemAfter.filter { sectionAfter[$0.key[0]] != nil }
        itemBefore = Dictionary(uniqueKeysWithValues: itemAfter.map { ($0.value, $0.key) })
    }

    /// The changes in the order the layout receives them. Inferred: UIKit documents only that deletions are
    /// processed before insertions; implementations the community studied pass deletions in descending index-path
    /// order (each then applies to the state before the batch), then insertions ascending, then reloads and moves
    /// ascending by their old index path. Section changes use `NSNotFound` as the item.
    private static func sortedChanges(
        _ updates: PendingUpdates, sectionAfter: [Int: Int], reloadAfter: [IndexPath: IndexPath]
    ) -> [Change] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        let deletions = (updates.deletedSections.map(section) + updates.deletedItems).sorted(by: >)
            .map { Change(action: .delete, before: $0, after: nil) }
        let insertions = (updates.insertedSections.map(section) + updates.insertedItems).sorted()
            .map { Change(action: .insert, before: nil, after: $0) }
        let reloads = (updates.reloadedSections.map { (section($0), sectionAfter[$0].map(section)) }
            + updates.reloadedItems.map { ($0, reloadAfter[$0]) })
            .sorted { $0.0 < $1.0 }
            .map { Change(action: .reload, before: $0.0, after: $0.1) }
        let moves = (updates.movedSections.map { (section($0.from), section($0.to)) } + updates.movedItems.map { ($0.from, $0.to) })
            .sorted { $0.0 < $1.0 }
            .map { Change(action: .move, before: $0.0, after: $0.1) }
        return deletions + insertions + reloads + moves
    }

    /// Throws for a section change naming a section that does not exist in the state it counts in.
    private static func checkSectionRanges(_ updates: PendingUpdates, before: [Int], after: [Int]) throws(LayoutFault) {
        func check(_ sections: [Int], in counts: [Int], method: String, state: String) throws(LayoutFault) {
            for s in sections where !counts.indices.contains(s) {
                throw .updateOutOfRange(
                    method: method, target: "section \(s)",
                    reason: "the collection view has \(plural(counts.count, "section")) \(state) the update")
            }
        }
        try check(updates.deletedSections, in: before, method: "deleteSections(_:)", state: "before")
        try check(updates.reloadedSections, in: before, method: "reloadSections(_:)", state: "before")
        try check(updates.movedSections.map(\.from), in: before, method: "moveSection(_:toSection:)", state: "before")
        try check(updates.insertedSections, in: after, method: "insertSections(_:)", state: "after")
        try check(updates.movedSections.map(\.to), in: after, method: "moveSection(_:toSection:)", state: "after")
    }

    /// Throws for an item index path that is not (section, item), before anything reads its indexes.
    private static func checkItemShapes(_ updates: PendingUpdates) throws(LayoutFault) {
        let named: [(String, [IndexPath])] = [
            ("deleteItems(at:)", updates.deletedItems), ("reloadItems(at:)", updates.reloadedItems),
            ("reconfigureItems(at:)", updates.reconfiguredItems),
            ("insertItems(at:)", updates.insertedItems), ("moveItem(at:to:)", updates.movedItems.flatMap { [$0.from, $0.to] }),
        ]
        for (method, paths) in named {
            for path in paths where path.count != 2 {
                throw .updateOutOfRange(
                    method: method, target: "item [" + path.map(String.init).joined(separator: ", ") + "]",
                    reason: "an item's index path has 2 indexes (section, item), this one \(path.count)")
            }
        }
    }

    private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Throws for an item change naming an item that does not exist in the state it counts in.
    private static func checkItemRanges(_ updates: PendingUpdates, before: [Int], after: [Int]) throws(LayoutFault) {
        func check(_ paths: [IndexPath], in counts: [Int], method: String, state: String) throws(LayoutFault) {
            for path in paths {
                let target = "item [" + path.map(String.init).joined(separator: ", ") + "]"
                guard path.count == 2, counts.indices.contains(path[0]) else {
                    throw .updateOutOfRange(
                        method: method, target: target,
                        reason: "the collection view has \(plural(counts.count, "section")) \(state) the update")
                }
                guard (0..<counts[path[0]]).contains(path[1]) else {
                    throw .updateOutOfRange(
                        method: method, target: target,
                        reason: "section \(path[0]) has \(plural(counts[path[0]], "item")) \(state) the update")
                }
            }
        }
        try check(updates.deletedItems, in: before, method: "deleteItems(at:)", state: "before")
        try check(updates.reloadedItems, in: before, method: "reloadItems(at:)", state: "before")
        try check(updates.reconfiguredItems, in: before, method: "reconfigureItems(at:)", state: "before")
        try check(updates.movedItems.map(\.from), in: before, method: "moveItem(at:to:)", state: "before")
        try check(updates.insertedItems, in: after, method: "insertItems(at:)", state: "after")
        try check(updates.movedItems.map(\.to), in: after, method: "moveItem(at:to:)", state: "after")
    }
}
#endif
