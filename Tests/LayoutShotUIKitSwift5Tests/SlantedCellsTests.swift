import LayoutCore
import LayoutShotUIKit
import Testing

final class SlantedSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "slanted", for: indexPath)
    }
}

/// Nonisolated, as a Swift 5 main.swift: three 300 × 100 rows, each 80 below the last (slant 20).
func makeSlantedHost(_ source: SlantedSource) -> LayoutHost {
    let host = LayoutHost(layout: SlantedLayout(), viewport: CGSize(width: 300, height: 400), dataSource: source)
    host.collectionView.register(SlantedCell.self, forCellWithReuseIdentifier: "slanted")
    return host
}

@MainActor
struct SlantedCellsTests {
    let source = SlantedSource()

    /// Rows at y = 0, 80, 160, each clipped to the parallelogram (0, 20), (300, 0), (300, 80), (0, 100) of its
    /// own box; the cells were made through their `init(frame:)`, and hit-test through the mask: (10, 5) is
    /// above the slant of row 0, (290, 5) below it.
    @Test func cellsMaskThemselvesToTheSlant() throws {
        let host = makeSlantedHost(source)
        let resolved = try host.resolveContent()
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 100), Rect2D(x: 0, y: 80, width: 300, height: 100),
            Rect2D(x: 0, y: 160, width: 300, height: 100),
        ])
        let parallelogram = [Point2D(x: 0, y: 20), Point2D(x: 300, y: 0), Point2D(x: 300, y: 80), Point2D(x: 0, y: 100)]
        #expect(resolved.attributes.map { $0.clip?.polygons } == Array(repeating: [parallelogram], count: 3))
        let cell = try #require(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SlantedCell)
        #expect(cell.setUp)
        #expect(!cell.point(inside: CGPoint(x: 10, y: 5), with: nil))
        #expect(cell.point(inside: CGPoint(x: 290, y: 5), with: nil))
    }
}
