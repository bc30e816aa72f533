import LayoutCore
import LayoutShotUIKit
import Testing

/// Nonisolated, as top-level code in a Swift 5 main.swift: twenty 100 × 40 rows, 10 apart, 10 below the top.
func makeSpringyHost(rows: RowCounts) -> LayoutHost {
    let layout = SpringyListLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    return LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 180), dataSource: rows)
}

@MainActor
struct SpringyListTests {
    /// Row i is at y 10 + 50i, its anchor at its centre (50, 30 + 50i) and its spring 4 long. The touch is at
    /// (0, 0), so a row moves with min(distance / 1500, 1) of the scroll: at least √(50² + 30²) / 1500 × 305 ≈ 11.9
    /// points, more than the slack. At rest a row hangs 4 points from its anchor on the side it was pushed to:
    /// below after scrolling down to 305 (rows 6–9 at 314, 364, 414, 464), above after scrolling back to 0
    /// (rows 0–3 at 6, 56, 106, 156). First shown, the rows are where the flow put them: a spring at its anchor
    /// has no side to hang to.
    @Test func rowsRestPastTheirAnchorsOnTheSideTheScrollPushedThem() throws {
        let host = makeSpringyHost(rows: RowCounts(20))
        let frames = try host.resolve(offsets: [.zero, CGPoint(x: 0, y: 305), .zero]).map { $0.attributes.map(\.frame) }
        let rows = { (ys: [Double]) in ys.map { Rect2D(x: 0, y: $0, width: 100, height: 40) } }
        #expect(frames == [rows([10, 60, 110, 160]), rows([314, 364, 414, 464]), rows([6, 56, 106, 156])])
        #expect(host.warnings.isEmpty)
    }

    /// The animator answers for single items too, at their resting places.
    @Test func itemQueriesAnswerFromTheAnimator() throws {
        let host = makeSpringyHost(rows: RowCounts(20))
        _ = try host.resolve(offsets: [.zero, CGPoint(x: 0, y: 305)])
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame
            == CGRect(x: 0, y: 614, width: 100, height: 40))
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0)) == nil)
    }
}
