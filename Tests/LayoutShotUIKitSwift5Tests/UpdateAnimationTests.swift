import LayoutCore
import LayoutShotUIKit
import Testing

final class RowCounts: NSObject, UICollectionViewDataSource {
    var rows: Int

    init(_ rows: Int) {
        self.rows = rows
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

/// Nonisolated, as top-level code in a Swift 5 main.swift: hosts the scale-in list.
func makeScaleInHost(rows: RowCounts) -> LayoutHost {
    LayoutHost(layout: ScaleInListLayout(), viewport: CGSize(width: 100, height: 300), dataSource: rows)
}

@MainActor
struct UpdateAnimationTests {
    /// Rows 100 × 50, 10 apart: y 0, 60, 120. Inserting row 0 of three: the new row starts at y 0 at half size
    /// and alpha 0, the old rows at their old places under their new index paths.
    @Test func insertedRowsGrowInFromHalfSize() throws {
        let rows = RowCounts(2)
        let host = makeScaleInHost(rows: rows)
        let transition = try host.transition(midpoint: true) {
            rows.rows = 3
            host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let start = transition.start.attributes
        #expect(start.map(\.item) == [0, 1, 2])
        #expect(start.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 100, height: 50), Rect2D(x: 0, y: 0, width: 100, height: 50),
            Rect2D(x: 0, y: 60, width: 100, height: 50),
        ])
        #expect(start.map(\.alpha) == [0, 1, 1])
        #expect(start[0].transform == Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        let middle = try #require(transition.midpoint).attributes
        #expect(middle[0].alpha == 0.5 && middle[0].transform.a == 0.75)
        #expect(middle.map(\.frame.y) == [0, 30, 90])
        #expect(transition.after.attributes.map(\.frame.y) == [0, 60, 120])
    }

    @Test func deletedRowsShrinkAway() throws {
        let rows = RowCounts(3)
        let host = makeScaleInHost(rows: rows)
        let transition = try host.transition {
            rows.rows = 2
            host.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        let start = transition.start.attributes
        #expect(start.map(\.frame.y) == [0, 60, 120])
        #expect(start.map(\.alpha) == [1, 1, 0])
        #expect(start[2].transform.d == 0.5)
    }
}
