import LayoutCore
import LayoutShotUIKit
import Testing

/// A flow layout that, like a scaling-card library, fades the content of the cells already on screen each time it
/// is asked for its elements, reading them from `visibleCells`.
final class FadingVisibleCellsLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        for cell in collectionView?.visibleCells ?? [] { cell.contentView.alpha = 0.25 }
        return super.layoutAttributesForElements(in: rect)
    }
}

/// The cell of an item that stays visible is kept while the collection view scrolls, as UIKit keeps it (Apple's
/// `visibleCells` and `cellForItem(at:)` answer the same cell until it leaves the screen); a reload asks anew.
@MainActor
struct VisibleCellKeepingTests {
    /// Rows 300 × 100 with no spacing in a 300 × 350 view: rows 0–3 show at offset 0 (y 0 to 350; row 3 spans 300 to
    /// 400), rows 1–5 at offset 170 (170 to 520; row 5 spans 500 to 600).
    static func host(_ layout: UICollectionViewFlowLayout) -> (LayoutHost, DequeueRecordingDataSource) {
        layout.itemSize = CGSize(width: 300, height: 100)
        layout.minimumLineSpacing = 0
        let dataSource = DequeueRecordingDataSource(20)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 300, height: 350), dataSource: dataSource)
        return (host, dataSource)
    }

    /// Scrolling to 170 asks the data source only for rows 4 and 5; rows 1–3 keep the cells they had.
    @Test func scrollingAsksOnlyForNewlyVisibleItems() throws {
        let (host, dataSource) = Self.host(UICollectionViewFlowLayout())
        _ = try host.resolve(at: .zero)
        let row1 = try #require(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let before = dataSource.dequeued.count
        _ = try host.resolve(at: CGPoint(x: 0, y: 170))
        #expect(dataSource.dequeued.dropFirst(before).map(\.item) == [4, 5])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === row1)
        #expect(row1.frame == CGRect(x: 0, y: 100, width: 300, height: 100))
    }

    /// What the layout does to a cell on screen stands on the cell drawn next: rows 1–3 were on screen when it
    /// was asked at offset 170 and are faded; rows 4 and 5 are new cells.
    @Test func changesTheLayoutMakesToVisibleCellsStand() throws {
        let (host, _) = Self.host(FadingVisibleCellsLayout())
        _ = try host.resolve(at: .zero)
        _ = try host.resolve(at: CGPoint(x: 0, y: 170))
        let alphas = (1...5).map { host.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.contentView.alpha }
        #expect(alphas == [0.25, 0.25, 0.25, 1, 1])
    }

    /// After `reloadData()` every visible item is asked for again.
    @Test func aReloadAsksForEveryVisibleItem() throws {
        let (host, dataSource) = Self.host(UICollectionViewFlowLayout())
        _ = try host.resolve(at: .zero)
        host.collectionView.reloadData()
        let before = dataSource.dequeued.count
        _ = try host.resolve(at: CGPoint(x: 0, y: 170))
        #expect(dataSource.dequeued.dropFirst(before).map(\.item) == [1, 2, 3, 4, 5])
    }
}
