// The magazine layout beside this file, hosted from nonisolated code with a size provider standing in for the
// stories' text: each story is 600 points of text area divided by its width, plus a 20-point title.
import LayoutCore
import LayoutShotUIKit
import Testing

final class Stories: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: indexPath)
    }
}

/// Nonisolated, as top-level code: a 300-point-wide magazine whose stories measure `area / width + 20` high,
/// with text areas 30,000, 7,250 and 5,800 (repeating) square points.
func makeMagazineHost(stories: Int, viewportHeight: CGFloat) -> LayoutHost {
    let layout = MagazineLayout()
    let source = Stories(count: stories)
    let areas: [CGFloat] = [30_000, 7_250, 5_800]
    let host = LayoutHost(
        layout: layout, viewport: CGSize(width: 300, height: viewportHeight), dataSource: source,
        sizeProvider: SelfSizingProvider { request in
            let width = request.targetSize.width
            return CGSize(width: width, height: areas[request.indexPath.item % 3] / width + 20)
        })
    host.collectionView.register(StoryCell.self, forCellWithReuseIdentifier: "story")
    return host
}

@MainActor
struct SelfSizingMagazineTests {
    /// Lead story 300 wide: 30,000 / 300 + 20 = 120. Half columns (300 − 10) / 2 = 145 wide: 7,250 / 145 + 20 = 70,
    /// 5,800 / 145 + 20 = 60, then 30,000 / 145 + 20 = 226.9 → 227 (the cell rounds up), 70. Rows start 10 below
    /// the taller story of the row above: 0, 130, 210 (130 + 70 + 10).
    @Test func storiesTakeTheirMeasuredHeights() throws {
        let host = makeMagazineHost(stories: 5, viewportHeight: 600)
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 120),
            Rect2D(x: 0, y: 130, width: 145, height: 70), Rect2D(x: 155, y: 130, width: 145, height: 60),
            Rect2D(x: 0, y: 210, width: 145, height: 227), Rect2D(x: 155, y: 210, width: 145, height: 70),
        ])
        #expect(resolved.contentSize == Size2D(width: 300, height: 437))
        #expect(host.warnings.isEmpty)
    }

    /// A 150-point viewport shows the lead story and, once it measures 120, the first row at 130 (estimated
    /// 100 high, then 70 and 60); the last row starts at 210, outside, and keeps the 100-point estimate:
    /// content 210 + 100 = 310. Scrolling to 201 measures it: content 437 as above.
    @Test func onlyWhatIsVisibleIsMeasuredUntilItScrollsIntoView() throws {
        let host = makeMagazineHost(stories: 5, viewportHeight: 150)
        let top = try host.resolve(at: .zero)
        #expect(top.contentSize == Size2D(width: 300, height: 310))
        #expect(top.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 120),
            Rect2D(x: 0, y: 130, width: 145, height: 70), Rect2D(x: 155, y: 130, width: 145, height: 60),
        ])
        let scrolled = try host.resolve(at: CGPoint(x: 0, y: 201))
        #expect(scrolled.contentSize == Size2D(width: 300, height: 437))
        #expect(scrolled.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 210, width: 145, height: 227), Rect2D(x: 155, y: 210, width: 145, height: 70),
        ])
    }
}
