import LayoutCore
import LayoutShotUIKit
import Testing

@MainActor
struct AnimatedBoundsChangeTests {
    /// 40 × 40 items 10 apart: two per row in 90 points, three in 140. Every item slides from its old place.
    @Test func widerViewportSlidesItemsIntoThreeColumns() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 90, height: 200), dataSource: TestDataSource([5]))
        let transition = try host.transition(toViewport: CGSize(width: 140, height: 200), midpoint: true)
        #expect(transition.before.viewport == Size2D(width: 90, height: 200))
        #expect(cells(transition.start) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 0, 50), Cell(3, 50, 50), Cell(4, 0, 100)])
        #expect(cells(try #require(transition.midpoint)) == [
            Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 50, 25), Cell(3, 25, 50), Cell(4, 25, 75),
        ])
        #expect(cells(transition.after) == [Cell(0, 0, 0), Cell(1, 50, 0), Cell(2, 100, 0), Cell(3, 0, 50), Cell(4, 50, 50)])
        #expect(transition.after.viewport == Size2D(width: 140, height: 200))
    }

    @Test func theLayoutGetsTheBoundsHooksInUIKitsOrder() throws {
        let layout = RecordingListLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([2]))
        _ = try host.resolve(at: .zero)
        layout.log = []
        _ = try host.transition(toViewport: CGSize(width: 100, height: 50))
        #expect(layout.log == [
            "elements", "elements", "should 100.0 × 50.0", "invalidate everything false counts false", "prepare",
            "bounds from 100.0 × 100.0 to 100.0", "elements", "initial 0·0", "initial 0·1", "final 0·0", "final 0·1",
            "finalize bounds", "elements",
        ])
    }
}
