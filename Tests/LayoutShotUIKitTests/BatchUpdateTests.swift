import LayoutCore
import LayoutShotUIKit
import Testing

/// One cell of a picture as the tests write it: item, origin and alpha (every cell here is in section 0 unless named).
struct Cell: Equatable, CustomStringConvertible {
    var section = 0
    var item: Int
    var x: Double
    var y: Double
    var alpha: Double = 1

    init(_ item: Int, _ x: Double, _ y: Double, alpha: Double = 1, section: Int = 0) {
        self.item = item
        self.x = x
        self.y = y
        self.alpha = alpha
        self.section = section
    }

    var description: String { "\(section)·\(item) (\(x), \(y)) α\(alpha)" }
}

@MainActor
func cells(_ picture: ResolvedLayout) -> [Cell] {
    picture.attributes.filter { $0.kind == .cell }.map {
        Cell($0.item, $0.frame.x, $0.frame.y, alpha: $0.alpha, section: $0.section)
    }
}

/// Flow layout: 40 × 40 items, 10 points apart, in a 90-point-wide viewport: two per row at x 0 and 50,
/// rows at y 0, 50, 100.
@MainActor
private func flowHost(_ dataSource: TestDataSource) -> LayoutHost {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return LayoutHost(layout: layout, viewport: CGSize(width: 90, height: 200), dataSource: dataSource)
}

@MainActor
struct BatchUpdateTests {
    @Test func deletingAnItemFadesItOutWhileTheOthersMoveUp() throws {
        let data = TestDataSource([4])
        let host = flowHost(data)
        let transition = try host.transition(midpoint: true) {
            data.counts = [3]
            host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(cells(transition.before) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50)])
        // Survivors start at their old places under their new index paths; the deleted item (its old index path,
        // after the survivor that now has it) ends where it was, faded.
        #expect(cells(transition.start) == [
            Cell(0, 0, 0), Cell(1, 0, 50), Cell(1, 50, 0, alpha: 0), Cell(2, 50, 50),
        ])
        #expect(cells(try #require(transition.midpoint)) == [
            Cell(0, 0, 0), Cell(1, 25, 25), Cell(1, 50, 0, alpha: 0.5), Cell(2, 25, 50),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50)])
        #expect(transition.frames.count == 4)
    }

    @Test func insertingAnItemFadesItInWhereItEnds() throws {
        let data = TestDataSource([4])
        let host = flowHost(data)
        let transition = try host.transition {
            data.counts = [5]
            host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(cells(transition.start) == [
            Cell(0, 0, 0, alpha: 0), Cell(1, 0, 0), Cell(2, 50, 0), Cell(3, 0, 50), Cell(4, 50, 50),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50), Cell(4, 0, 100)])
        #expect(transition.midpoint == nil && transition.frames.count == 3)
        #expect(transition.after.contentSize == Size2D(width: 90, height: 140))
    }

    @Test func movingAnItemStartsEveryItemAtItsOldPlace() throws {
        let data = TestDataSource([4])
        let host = flowHost(data)
        let transition = try host.transition {
            host.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        }
        #expect(cells(transition.start) == [Cell(0, 50, 0), Cell(1, 0, 50), Cell(2, 50, 50), Cell(3, 0, 0)])
        #expect(cells(transition.after) == cells(transition.before))
    }

    @Test func reloadingAnItemCrossFadesTheOldAndTheNew() throws {
        let data = TestDataSource([4])
        let host = flowHost(data)
        let transition = try host.transition(midpoint: true) {
            host.collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(cells(transition.start) == [
            Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50, alpha: 0), Cell(2, 0, 50, alpha: 0), Cell(3, 50, 50),
        ])
        let middle = cells(try #require(transition.midpoint))
        #expect(middle.filter { $0.item == 2 } == [Cell(2, 0, 50, alpha: 0.5), Cell(2, 0, 50, alpha: 0.5)])
    }

    @Test func insertingASectionMovesTheOldSectionsItemsAfterIt() throws {
        let data = TestDataSource([2])
        let host = LayoutHost(layout: FlyInListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
        let transition = try host.transition {
            data.counts = [1, 2]
            host.collectionView.insertSections(IndexSet(integer: 0))
        }
        // The new section's row flies in from the left; the old rows start at y 0 and 20 as section 1.
        #expect(cells(transition.start) == [
            Cell(0, 0, 0, alpha: 0), Cell(0, 0, 0, section: 1), Cell(1, 0, 20, section: 1),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(0, 0, 20, section: 1), Cell(1, 0, 40, section: 1)])
    }

    @Test func aCustomLayoutFliesInsertedItemsInFromTheLeft() throws {
        let data = TestDataSource([3])
        let host = LayoutHost(layout: FlyInListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
        let transition = try host.transition(midpoint: true) {
            data.counts = [4]
            host.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(cells(transition.start) == [Cell(0, 0, 0), Cell(1, -100, 20, alpha: 0), Cell(2, 0, 20), Cell(3, 0, 40)])
        #expect(cells(try #require(transition.midpoint)) == [
            Cell(0, 0, 0), Cell(1, -50, 20, alpha: 0.5), Cell(2, 0, 30), Cell(3, 0, 50),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 0, 20), Cell(2, 0, 40), Cell(3, 0, 60)])
    }

    @Test func aCustomLayoutFliesDeletedItemsOutToTheRight() throws {
        let data = TestDataSource([3])
        let host = LayoutHost(layout: FlyInListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
        let transition = try host.transition {
            data.counts = [2]
            host.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(cells(transition.start) == [Cell(0, 0, 20), Cell(0, 100, 0, alpha: 0), Cell(1, 0, 40)])
    }

    @Test func theLayoutGetsItsHooksInUIKitsOrder() throws {
        let data = TestDataSource([3])
        let layout = RecordingListLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: data)
        _ = try host.resolve(at: .zero)
        layout.log = []
        _ = try host.transition {
            data.counts = [2]
            host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(layout.log == [
            "elements",  // the viewport before
            "elements",  // every element before the update, for the animations' old ends
            "invalidate everything false counts true", "prepare", "updates delete 0·1>nil",
            "elements", "initial 0·0", "initial 0·1", "final 0·0", "final 0·1", "final 0·2", "finalize",
            "elements",  // the viewport after
        ])
    }

    @Test func updateItemsArriveSortedAsUIKitSortsThem() throws {
        let data = TestDataSource([4, 2])
        let layout = RecordingListLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: data)
        _ = try host.resolve(at: .zero)
        layout.log = []
        _ = try host.transition {
            data.counts = [4, 2, 1]
            host.collectionView.performBatchUpdates {
                host.collectionView.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)])
                host.collectionView.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 1))
                host.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
                host.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
                host.collectionView.insertSections(IndexSet(integer: 2))
            }
        }
        #expect(layout.log.first { $0.hasPrefix("updates") } == "updates "
            + "delete 0·2>nil, delete 0·0>nil, insert nil>0·0, insert nil>0·3, insert nil>2·-, reload 0·3>0·2, move 1·1>1·0")
    }

    @Test func anUpdateThatDoesNotMatchTheCountsIsUIKitsInvalidUpdate() {
        let data = TestDataSource([3, 2])
        let host = flowHost(data)
        #expect(throws: LayoutFault.invalidItemCountAfterUpdate(
            section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        ) {
            _ = try host.transition { host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        }
        let fault = LayoutFault.invalidItemCountAfterUpdate(
            section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        #expect(fault.description == "Invalid update: invalid number of items in section 0. After the update the data "
            + "source reports 3; it must report 2: the 3 before the update, plus 0 inserted and minus 1 deleted, plus 0 "
            + "moved in and minus 0 moved out")
    }

    @Test func aWrongSectionCountAndAnIndexOutOfRangeAreFaults() {
        let data = TestDataSource([3])
        let host = flowHost(data)
        #expect(throws: LayoutFault.invalidSectionCountAfterUpdate(before: 1, after: 1, inserted: 1, deleted: 0)) {
            _ = try host.transition { host.collectionView.insertSections(IndexSet(integer: 1)) }
        }
        let otherData = TestDataSource([3])
        let other = flowHost(otherData)
        #expect(throws: LayoutFault.updateOutOfRange(
            method: "deleteItems(at:)", target: "item [0, 5]", reason: "section 0 has 3 items before the update")
        ) {
            _ = try other.transition {
                otherData.counts = [2]
                other.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
            }
        }
    }

    @Test func itemsMovedBetweenSectionsCountAsMovedInAndOut() throws {
        let data = TestDataSource([2, 1])
        let host = LayoutHost(layout: FlyInListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
        let transition = try host.transition {
            data.counts = [1, 2]
            host.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        }
        // Before: 0·0 y 0, 0·1 y 20, 1·0 y 40. After: 0·0 (old 0·1) y 0, 1·0 y 20, 1·1 (old 0·0) y 40.
        #expect(cells(transition.start) == [Cell(0, 0, 20), Cell(0, 0, 40, section: 1), Cell(1, 0, 0, section: 1)])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(0, 0, 20, section: 1), Cell(1, 0, 40, section: 1)])
    }

    /// A fault raised outside the host (the app's own invalid batch update) comes with the host's next pass,
    /// and only with it: the pass hands it over and the collection view keeps nothing.
    @Test func aFaultRaisedOutsideTheHostComesWithItsNextPassOnce() throws {
        let data = TestDataSource([3])
        let host = flowHost(data)
        _ = try host.resolve(at: .zero)
        host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(throws: LayoutFault.invalidItemCountAfterUpdate(
            section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        ) { _ = try host.resolve(at: CGPoint(x: 0, y: 10)) }
        #expect(try host.resolve(at: .zero).attributes.count == 3)
    }

    @Test func aCompletionRunsOnceTheUpdateIsApplied() {
        let data = TestDataSource([2])
        let host = flowHost(data)
        var finished: [Bool] = []
        #expect(host.collectionView.numberOfItems(inSection: 0) == 2)
        data.counts = [3]
        host.collectionView.performBatchUpdates({
            host.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3)
    }
}

/// A flow layout that says the header of section 1 is new in every update, so it fades in instead of moving.
final class NewHeaderFlowLayout: UICollectionViewFlowLayout {
    var asked: [String] = []

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        asked.append(elementKind)
        return elementKind == UICollectionView.elementKindSectionHeader ? [IndexPath(item: 0, section: 1)] : []
    }
}

@MainActor
struct BatchUpdateSupplementaryTests {
    struct Header: Equatable {
        var section: Int
        var y: Double
        var alpha: Double
    }

    private func headers(_ picture: ResolvedLayout) -> [Header] {
        picture.attributes.filter { $0.kind == .header }.map { Header(section: $0.section, y: $0.frame.y, alpha: $0.alpha) }
    }

    /// A 90 × 20 header above one row of two 40 × 40 items: sections are 60 tall.
    private func host(_ layout: UICollectionViewFlowLayout, _ data: TestDataSource) -> LayoutHost {
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 90, height: 20)
        return LayoutHost(layout: layout, viewport: CGSize(width: 90, height: 200), dataSource: data)
    }

    @Test func headersMoveWithTheirSectionsAndANewSectionsHeaderFadesIn() throws {
        let data = TestDataSource([2, 2])
        let host = host(UICollectionViewFlowLayout(), data)
        let transition = try host.transition {
            data.counts = [2, 2, 2]
            host.collectionView.insertSections(IndexSet(integer: 0))
        }
        #expect(headers(transition.start) == [
            Header(section: 0, y: 0, alpha: 0), Header(section: 1, y: 0, alpha: 1), Header(section: 2, y: 60, alpha: 1),
        ])
        #expect(cells(transition.start).filter { $0.section == 0 }.map(\.alpha) == [0, 0])
        #expect(headers(transition.after).map(\.y) == [0, 60, 120])
    }

    @Test func aSupplementaryViewTheLayoutInsertsAppearsInsteadOfMoving() throws {
        let data = TestDataSource([2, 2])
        let layout = NewHeaderFlowLayout()
        let host = host(layout, data)
        let transition = try host.transition {
            data.counts = [2, 2, 2]
            host.collectionView.insertSections(IndexSet(integer: 0))
        }
        // Section 1's header (the old section 0's) is new: it fades in where it ends, and the old one fades out
        // where it was, under its old index path.
        #expect(headers(transition.start) == [
            Header(section: 0, y: 0, alpha: 0), Header(section: 0, y: 0, alpha: 0), Header(section: 1, y: 60, alpha: 0),
            Header(section: 2, y: 60, alpha: 1),
        ])
        #expect(layout.asked == [UICollectionView.elementKindSectionHeader])
    }
}

/// A collection view subclass that overrides the update methods, as apps do to log or coalesce updates.
final class CountingCollectionView: UICollectionView {
    var batches = 0
    var insertions = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        insertions += indexPaths.count
        super.insertItems(at: indexPaths)
    }
}

@MainActor
struct BatchUpdateSubclassTests {
    @Test func aSubclassOverridingTheUpdateMethodsIsCalledAndStillUpdates() throws {
        let data = TestDataSource([2])
        let view = CountingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: FlyInListLayout())
        view.dataSource = data
        let host = LayoutHost(collectionView: view)
        let transition = try host.transition {
            data.counts = [3]
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        // The host's batch; the insertion inside it joins it.
        #expect(view.batches == 1 && view.insertions == 1)
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 0, 20), Cell(2, 0, 40)])
    }
}

/// Section changes on the fly-in list: rows 20 tall, sections one after another.
@MainActor
struct BatchUpdateSectionTests {
    private func listHost(_ data: TestDataSource) -> LayoutHost {
        LayoutHost(layout: FlyInListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
    }

    @Test func deletingASectionFadesItsRowsAndMovesTheNextSectionUp() throws {
        let data = TestDataSource([1, 2])
        let host = listHost(data)
        let transition = try host.transition {
            data.counts = [2]
            host.collectionView.deleteSections(IndexSet(integer: 0))
        }
        // Old 1·0 and 1·1 (y 20, 40) are now 0·0 and 0·1; the deleted row keeps its old name 0·0 and fades at y 0.
        #expect(cells(transition.start) == [Cell(0, 0, 20), Cell(0, 0, 0, alpha: 0), Cell(1, 0, 40)])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 0, 20)])
    }

    @Test func movingASectionMovesItsRows() throws {
        let data = TestDataSource([1, 2])
        let host = listHost(data)
        let transition = try host.transition {
            data.counts = [2, 1]
            host.collectionView.moveSection(1, toSection: 0)
        }
        #expect(cells(transition.start) == [Cell(0, 0, 20), Cell(1, 0, 40), Cell(0, 0, 0, section: 1)])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 0, 20), Cell(0, 0, 40, section: 1)])
    }

    @Test func reloadingASectionCrossFadesEveryRow() throws {
        let data = TestDataSource([2])
        let host = listHost(data)
        let transition = try host.transition {
            host.collectionView.reloadSections(IndexSet(integer: 0))
        }
        #expect(cells(transition.start) == [
            Cell(0, 0, 0, alpha: 0), Cell(0, 0, 0, alpha: 0), Cell(1, 0, 20, alpha: 0), Cell(1, 0, 20, alpha: 0),
        ])
    }
}

/// A list whose appearing rows start at a NaN position: a bug the host reports by name.
final class NaNInitialLayout: FlyInListLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        attributes?.frame.origin.y = .nan
        return attributes
    }
}

@MainActor
struct BatchUpdateFaultTests {
    @Test func aNaNInitialFrameIsAFaultNamingTheMethod() {
        let data = TestDataSource([1])
        let host = LayoutHost(layout: NaNInitialLayout(), viewport: CGSize(width: 100, height: 100), dataSource: data)
        let error = #expect(throws: LayoutFault.self) {
            _ = try host.transition { host.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)]) }
        }
        #expect(error?.description == "initialLayoutAttributesForAppearingItem(at:) returned a frame with NaN or "
            + "infinite values for cell [0, 0]: [0, nan, 100, 20]")
    }
}
