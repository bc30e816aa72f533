import LayoutCore
import LayoutShotUIKit
import Testing

/// Heights come from the collection view's delegate, read through an `as?` cast as real waterfall layouts do.
@MainActor
protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

/// A two-column waterfall: each item goes into the shortest column (ties to the left one).
final class WaterfallLayout: UICollectionViewLayout {
    var columns = 2
    var spacing: CGFloat = 10
    var inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView, let delegate = collectionView.delegate as? WaterfallLayoutDelegate else { return }
        let width = (collectionView.bounds.width - inset.left - inset.right - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var bottoms = [CGFloat](repeating: inset.top, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
            let height = delegate.collectionView(collectionView, heightForItemAt: indexPath, width: width)
            let y = bottoms[column] == inset.top ? inset.top : bottoms[column] + spacing
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: inset.left + CGFloat(column) * (width + spacing), y: y, width: width, height: height)
            cache.append(attributes)
            bottoms[column] = attributes.frame.maxY
        }
        contentHeight = (bottoms.max() ?? 0) + inset.bottom
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}

final class HeightsDelegate: NSObject, WaterfallLayoutDelegate {
    let heights: [CGFloat]

    init(_ heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        heights[indexPath.item]
    }
}

@MainActor
struct WaterfallLayoutTests {
    let host = LayoutHost(
        layout: WaterfallLayout(), viewport: CGSize(width: 200, height: 400), dataSource: TestDataSource([5]),
        delegate: HeightsDelegate([100, 50, 60, 70, 40]))

    @Test func itemsGoIntoTheShortestColumn() throws {
        // Column width (200 − 10 − 10 − 10) / 2 = 85. Item 0 → left (10…110), 1 → right (10…60),
        // 2 → right (70…130), 3 → left (120…190), 4 → right (140…180); content 190 + 10.
        let resolved = try host.resolveContent()
        #expect(resolved.contentSize == Size2D(width: 200, height: 200))
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 10, y: 10, width: 85, height: 100),
            Rect2D(x: 105, y: 10, width: 85, height: 50),
            Rect2D(x: 105, y: 70, width: 85, height: 60),
            Rect2D(x: 10, y: 120, width: 85, height: 70),
            Rect2D(x: 105, y: 140, width: 85, height: 40),
        ])
        #expect(resolved.attributes.map(\.item) == [0, 1, 2, 3, 4])
    }

    @Test func aViewportShowsOnlyTheElementsItMeets() throws {
        // Offset 150 shows y 150…550: item 3 (120…190) and item 4 (140…180) only.
        let resolved = try host.resolve(at: CGPoint(x: 0, y: 150))
        #expect(resolved.attributes.map(\.item) == [3, 4])
        #expect(resolved.visible == Rect2D(x: 0, y: 150, width: 200, height: 400))
        #expect(host.prepareCount == 1)
    }
}
