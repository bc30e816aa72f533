import LayoutCore
import LayoutShotUIKit
import Testing

/// Cards 100 high every 80 points; a card that reaches the top of the visible bounds stays there and later
/// cards slide over it (zIndex = item), fading the covered ones.
final class CardStackLayout: UICollectionViewLayout {
    let cardHeight: CGFloat = 100
    let stride: CGFloat = 80
    private var count = 0

    override func prepare() {
        super.prepare()
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: count == 0 ? 0 : CGFloat(count - 1) * stride + cardHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let top = collectionView.contentOffset.y
        let y = max(CGFloat(indexPath.item) * stride, top)
        attributes.frame = CGRect(x: 10, y: y, width: collectionView.bounds.width - 20, height: cardHeight)
        attributes.zIndex = indexPath.item
        attributes.alpha = y > CGFloat(indexPath.item) * stride ? 0.5 : 1
        return attributes
    }
}

@MainActor
struct CardStackLayoutTests {
    @Test func cardsPinAtTheTopAndLaterCardsCoverThem() throws {
        let host = LayoutHost(
            layout: CardStackLayout(), viewport: CGSize(width: 200, height: 200), dataSource: TestDataSource([4]))
        // Content 3 × 80 + 100 = 340. At offset 100 cards 0 (static 0) and 1 (static 80) are held at 100,
        // cards 2 and 3 stay at 160 and 240.
        let resolved = try host.resolve(at: CGPoint(x: 0, y: 100))
        #expect(resolved.contentSize == Size2D(width: 200, height: 340))
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 10, y: 100, width: 180, height: 100), Rect2D(x: 10, y: 100, width: 180, height: 100),
            Rect2D(x: 10, y: 160, width: 180, height: 100), Rect2D(x: 10, y: 240, width: 180, height: 100),
        ])
        #expect(resolved.attributes.map(\.zIndex) == [0, 1, 2, 3])
        #expect(resolved.attributes.map(\.alpha) == [0.5, 0.5, 1, 1])
        let top = try host.resolve(at: .zero)
        #expect(top.attributes.map(\.frame.y) == [0, 80, 160])
    }
}
