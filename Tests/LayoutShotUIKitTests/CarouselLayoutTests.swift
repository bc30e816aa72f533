import LayoutCore
import LayoutShotUIKit
import Testing

/// A horizontal carousel: an item at distance d from the visible centre is scaled by 1 − d / 480, never below
/// 0.75, and scrolling stops with an item centred.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 20
        sectionInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let scaled = original.copy() as! UICollectionViewLayoutAttributes
            let scale = max(0.75, 1 - abs(scaled.center.x - centre) / 480)
            scaled.transform = CGAffineTransform(scaleX: scale, y: scale)
            return scaled
        }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let half = collectionView.bounds.width / 2
        let proposedRect = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
        let centre = proposedContentOffset.x + half
        guard let nearest = super.layoutAttributesForElements(in: proposedRect)?
            .min(by: { abs($0.center.x - centre) < abs($1.center.x - centre) }) else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - half, y: proposedContentOffset.y)
    }
}

@MainActor
struct CarouselLayoutTests {
    /// Five 100-point items, one per column in a 100-point-high viewport 300 wide: x = 100, 220, 340, 460, 580
    /// (inset 100, spacing 20), content 780 wide.
    let host = LayoutHost(
        layout: CarouselFlowLayout(), viewport: CGSize(width: 300, height: 100), dataSource: TestDataSource([5]))

    @Test(arguments: [
        // Offset 0, centre 150: item 0 (centre 150) at 1, item 1 (270) at 1 − 120/480.
        (0.0, [0: 1.0, 1: 0.75]),
        // Offset 60, centre 210: items 0 and 1 are 60 away, item 2 (390) 180 away, clamped.
        (60, [0: 0.875, 1: 0.875, 2: 0.75]),
        // Offset 120, centre 270: item 1 centred.
        (120, [0: 0.75, 1: 1, 2: 0.75]),
    ] as [(Double, [Int: Double])])
    func itemsScaleWithTheirDistanceFromTheCentre(offset: Double, scales: [Int: Double]) throws {
        let resolved = try host.resolve(at: CGPoint(x: offset, y: 0))
        #expect(resolved.contentSize == Size2D(width: 780, height: 100))
        let seen = Dictionary(uniqueKeysWithValues: resolved.attributes.map { ($0.item, $0.transform) })
        #expect(seen == scales.mapValues { Transform2D(a: $0, b: 0, c: 0, d: $0, tx: 0, ty: 0) })
        for attributes in resolved.attributes {
            #expect(attributes.frame == Rect2D(x: 100 + 120 * Double(attributes.item), y: 0, width: 100, height: 100))
        }
    }

    @Test(arguments: [
        // Proposed 130 → centre 280, nearest item 1 (270) → 120. Proposed 250 → centre 400 → item 2 (390) → 240.
        (130.0, 120.0), (250, 240), (0, 0),
    ] as [(Double, Double)])
    func scrollingStopsWithAnItemCentred(proposed: Double, target: Double) throws {
        let offset = try host.targetContentOffset(proposed: CGPoint(x: proposed, y: 0), velocity: CGPoint(x: 1, y: 0))
        #expect(offset == CGPoint(x: target, y: 0))
        #expect(try host.targetContentOffset(proposed: CGPoint(x: proposed, y: 0)) == CGPoint(x: proposed, y: 0))
    }
}
