import LayoutCore
import LayoutShotUIKit
import Testing

/// A flow layout that keeps the changes each batch update hands it, as "action before→after" strings.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var batches: [[String]] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        batches.append(updateItems.map { update in
            func name(_ path: IndexPath?) -> String {
                guard let path else { return "nil" }
                return path.item == NSNotFound ? "s\(path.section)" : "\(path.section).\(path.item)"
            }
            return "\(update.updateAction) \(name(update.indexPathBeforeUpdate))→\(name(update.indexPathAfterUpdate))"
        })
    }
}

/// The flow grid of the batch update tests: 40 × 40 items, 10 points apart, in a 90-point-wide viewport, two per
/// row at x 0 and 50, rows at y 0, 50, 100; fed by a diffable data source whose cells carry their item as tag.
@MainActor
private func diffableGrid<Section: Hashable & Sendable>(
    _: Section.Type
) -> (LayoutHost, UICollectionViewDiffableDataSource<Section, Int>, RecordingFlowLayout) {
    let layout = RecordingFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 90, height: 200), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item }
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    return (LayoutHost(collectionView: view), dataSource, layout)
}

@MainActor
private func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

@MainActor
@Suite struct DiffableApplyTests {
    /// Items 1…6 become 6 1 3 4 5 7: item 2 is deleted, 7 inserted at the end, 6 moved to the front; 1, 3, 4, 5 keep
    /// their order (the longest run in order), so they are not moves.
    @Test func anAnimatedApplyIsABatchUpdateOfTheDifference() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        dataSource.apply(snapshot([("a", [1, 2, 3, 4, 5, 6])]), animatingDifferences: false)
        let transition = try host.transition(midpoint: true) {
            dataSource.apply(snapshot([("a", [6, 1, 3, 4, 5, 7])]))
        }
        #expect(layout.batches == [["delete 0.1→nil", "insert nil→0.5", "move 0.5→0.0"]])
        // Before: slot n at x 50 × (n % 2), y 50 × (n / 2): 1 (0,0) 2 (50,0) / 3 (0,50) 4 (50,50) / 5 (0,100) 6 (50,100).
        #expect(cells(transition.before) == [
            Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50), Cell(4, 0, 100), Cell(5, 50, 100),
        ])
        // Start, under the new index paths: 6 (new 0) at its old slot 5 (50, 100); 1 (new 1) at its old slot 0
        // (0, 0); 3, 4, 5 where they were; 7 (new 5) fades in at its new slot 5 (50, 100); 2 (old 1) ends where it
        // was (50, 0), faded.
        #expect(Set(cells(transition.start).map(\.description)) == Set([
            Cell(0, 50, 100), Cell(1, 0, 0), Cell(1, 50, 0, alpha: 0), Cell(2, 0, 50), Cell(3, 50, 50), Cell(4, 0, 100),
            Cell(5, 50, 100, alpha: 0),
        ].map(\.description)))
        // Midway 6 is halfway from (50, 100) to (0, 0): (25, 50); 1 halfway from (0, 0) to (50, 0): (25, 0).
        let middle = cells(try #require(transition.midpoint))
        #expect(middle.contains(Cell(0, 25, 50)) && middle.contains(Cell(1, 25, 0)))
        #expect(cells(transition.after) == [
            Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50), Cell(4, 0, 100), Cell(5, 50, 100),
        ])
        let tags = (0..<6).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.tag }
        #expect(tags == [6, 1, 3, 4, 5, 7])
    }

    /// Sections A B C become C A D: B (1) is deleted, D inserted at 2, A moves from 0 to 1 (C before A is the kept
    /// order); item 2 crosses from A to C (a move from 0.1 to 0.0 + 1 = 0.1), item 3 goes with B, item 5 comes with D.
    @Test func sectionsAreDeletedInsertedAndMovedWithTheirItems() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        dataSource.apply(snapshot([("A", [1, 2]), ("B", [3]), ("C", [4])]), animatingDifferences: false)
        _ = try host.transition {
            dataSource.apply(snapshot([("C", [4, 2]), ("A", [1]), ("D", [5])]))
        }
        #expect(layout.batches == [["delete s1→nil", "insert nil→s2", "move 0.1→0.1", "move s0→s1"]])
        #expect((0..<3).map(host.collectionView.numberOfItems(inSection:)) == [2, 1, 1])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 2)
    }

    /// The same snapshot again is no batch update: the layout is neither invalidated nor handed changes, and as a
    /// transition's updates (a batch of the host's own) it names nothing and the filmstrip does not move.
    @Test func anIdenticalSnapshotChangesNothing() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        _ = try host.resolve(at: .zero)
        let prepares = host.prepareCount
        dataSource.apply(snapshot([("a", [1, 2, 3])]))
        _ = try host.resolve(at: .zero)
        #expect(layout.batches.isEmpty && host.prepareCount == prepares)
        let transition = try host.transition { dataSource.apply(snapshot([("a", [1, 2, 3])])) }
        #expect(layout.batches == [[]])
        #expect(transition.start == transition.before && transition.after == transition.before)
    }

    /// Without animation, or through `applySnapshotUsingReloadData`, the collection view reloads: no batch update.
    @Test func anApplyWithoutAnimationReloads() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
        _ = try host.resolve(at: .zero)
        dataSource.apply(snapshot([("a", [3, 1])]), animatingDifferences: false)
        _ = try host.resolve(at: .zero)
        dataSource.applySnapshotUsingReloadData(snapshot([("a", [4])]))
        let picture = try host.resolve(at: .zero)
        #expect(layout.batches.isEmpty)
        #expect(cells(picture) == [Cell(0, 0, 0)] && host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 4)
    }

    /// An apply before the collection view has read its counts reloads, as there is nothing on screen to animate.
    @Test func anAnimatedApplyBeforeTheCountsWereReadReloads() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        dataSource.apply(snapshot([("a", [1, 2, 3])]))
        dataSource.apply(snapshot([("a", [3, 2])]))
        #expect(cells(try host.resolve(at: .zero)) == [Cell(0, 0, 0), Cell(1, 50, 0)])
        #expect(layout.batches.isEmpty)
    }

    /// A reloaded item is replaced (a reload change); a reconfigured one keeps its cell: no change for the layout.
    @Test func reloadedItemsAreReloadsAndReconfiguredItemsAreNoChange() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        var items = snapshot([("a", [1, 2, 3])])
        dataSource.apply(items, animatingDifferences: false)
        _ = try host.resolve(at: .zero)
        items.reloadItems([2])
        items.reconfigureItems([3])
        dataSource.apply(items)
        #expect(layout.batches == [["reload 0.1→0.1"]])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        items = dataSource.snapshot()
        items.reconfigureItems([1])
        dataSource.apply(items)
        #expect(layout.batches == [["reload 0.1→0.1"], []])
    }

    /// Expanding a parent of a section snapshot inserts its children after it: Fruit (0, 0), Veg (50, 0) become
    /// Fruit, Apple (50, 0), Pear (0, 50), Veg (50, 50); Veg starts at its old slot (50, 0).
    @Test func expandingASectionSnapshotInsertsTheChildren() throws {
        let (host, dataSource, layout) = diffableGrid(String.self)
        let fruit = 1, veg = 2, apple = 11, pear = 12
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([fruit, veg])
        outline.append([apple, pear], to: fruit)
        dataSource.apply(outline, to: "food", animatingDifferences: false)
        outline.expand([fruit])
        let transition = try host.transition { dataSource.apply(outline, to: "food") }
        // Fruit and Veg keep their order, so only the children are named.
        #expect(layout.batches == [["insert nil→0.1", "insert nil→0.2"]])
        #expect(cells(transition.start) == [
            Cell(0, 0, 0), Cell(1, 50, 0, alpha: 0), Cell(2, 0, 50, alpha: 0), Cell(3, 50, 0),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50)])
        #expect(dataSource.snapshot(for: "food").isExpanded(fruit))
    }

    /// Property: for 300 random pairs of snapshots (1 to 4 of 6 sections, about two thirds of items 0…29 spread
    /// among them, some marked for reloading), the animated apply is a batch update the collection view accepts (no
    /// "Invalid update" fault), after which every index path shows the new snapshot's item; and every item visible
    /// after that both snapshots hold, not reloaded, in sections both hold, starts at its old frame.
    @Test func everyRandomApplyIsAValidBatchUpdate() throws {
        var random = SeededGenerator()
        func randomSnapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
            let sections = Array(["A", "B", "C", "D", "E", "F"].shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(sections)
            for item in (0..<30).shuffled(using: &random) where Int.random(in: 0..<3, using: &random) > 0 {
                snapshot.appendItems([item], toSection: sections.randomElement(using: &random))
            }
            return snapshot
        }
        func path(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>, _ item: Int) -> IndexPath? {
            guard let section = snapshot.sectionIdentifier(containingItem: item), let sectionIndex = snapshot.indexOfSection(section),
                  let index = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
            return IndexPath(item: index, section: sectionIndex)
        }
        func framesByPath(_ picture: ResolvedLayout, opaqueOnly: Bool) -> [IndexPath: Rect2D] {
            Dictionary(
                picture.attributes.filter { $0.kind == .cell && (!opaqueOnly || $0.alpha == 1) }
                    .map { (IndexPath(item: $0.item, section: $0.section), $0.frame) },
                uniquingKeysWith: { first, _ in first })
        }
        for _ in 0..<300 {
            let (host, dataSource, _) = diffableGrid(String.self)
            let old = randomSnapshot()
            dataSource.apply(old, animatingDifferences: false)
            var new = randomSnapshot()
            let reloaded = new.itemIdentifiers.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
            new.reloadItems(reloaded)
            let oldFrames = framesByPath(try host.resolveContent(), opaqueOnly: false)
            let transition = try host.transition { dataSource.apply(new) }
            let starts = framesByPath(transition.start, opaqueOnly: true)
            let visibleAfter = Set(framesByPath(transition.after, opaqueOnly: false).keys)
            for item in new.itemIdentifiers where !reloaded.contains(item) {
                guard let from = path(old, item), let to = path(new, item), visibleAfter.contains(to),
                      new.indexOfSection(old.sectionIdentifiers[from.section]) != nil,
                      old.indexOfSection(new.sectionIdentifiers[to.section]) != nil else { continue }
                #expect(starts[to] == oldFrames[from], "item \(item) from \(from) to \(to)")
            }
            _ = try host.resolveContent()
            for item in new.itemIdentifiers {
                let indexPath = try #require(path(new, item))
                #expect(host.collectionView.cellForItem(at: indexPath)?.tag == item)
            }
        }
    }
}

/// A fixed sequence of pseudo-random numbers (a linear congruential generator), so that a failure repeats.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
