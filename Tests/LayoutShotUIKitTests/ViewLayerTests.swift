import LayoutCore
import LayoutShotUIKit
import Testing

/// A layer whose own `init()` moves its anchor point to the top left corner, as layer subclasses may.
final class CornerAnchoredLayer: CALayer {
    required init() {
        super.init()
        anchorPoint = .zero
    }

    required init(layer: Any) {
        super.init(layer: layer)
    }
}

/// A view backed by `CornerAnchoredLayer`.
final class CornerAnchoredView: UIView {
    override class var layerClass: AnyClass { CornerAnchoredLayer.self }
}

/// Cells at (10, 20, 30, 40) and (50, 20, 30, 40), the second turned a quarter and raised to zIndex 3.
final class TwoCellLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        first.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let second = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        second.frame = CGRect(x: 50, y: 20, width: 30, height: 40)
        second.transform = CGAffineTransform(rotationAngle: .pi / 2)
        second.zIndex = 3
        return [first, second]
    }
}

/// A view's geometry is its layer's whenever the layer is made: a plain layer is made when first asked for and
/// takes the geometry the view was given until then; a layer of the view's own class is made with the view.
@MainActor
struct ViewLayerTests {
    /// A view given a frame, centre and transform before anyone asks for its layer reads them back as one that
    /// was asked for first, and its layer then holds them.
    @Test func geometrySetBeforeTheLayerIsMadeIsTheLayers() {
        let early = UIView(frame: .zero)
        _ = early.layer
        let late = UIView(frame: .zero)
        for view in [early, late] {
            view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            view.center.y += 5
            view.transform = CGAffineTransform(scaleX: 2, y: 1)
        }
        #expect(late.frame == early.frame)
        #expect(late.frame == CGRect(x: -40, y: 25, width: 200, height: 50))
        #expect(late.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(late.layer.position == CGPoint(x: 60, y: 50))
        #expect(late.layer.bounds == early.layer.bounds)
        #expect(late.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 1)))
        late.layer.anchorPoint = .zero
        #expect(late.frame == CGRect(x: 60, y: 50, width: 200, height: 50))
    }

    /// A view of `CornerAnchoredView` places its frame with the layer's anchor at the top left corner, as UIKit
    /// makes the layer before the frame is set: (10, 20, 100, 50) has its position at (10, 20), not (60, 45).
    @Test func ownLayerClassIsMadeWithTheView() {
        let view = CornerAnchoredView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 10, y: 20))
        #expect(view.layer is CornerAnchoredLayer)
        #expect(view.layer.anchorPoint == .zero)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// Cells that never touch their layer are drawn from the attributes exactly, and their layers, asked for
    /// afterwards, hold what the host applied: the second cell's position (65, 40), its quarter turn and
    /// zPosition 3.
    @Test func cellsThatNeverTouchTheirLayerHoldTheAppliedGeometry() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: TwoCellLayout())
        let dataSource = TestDataSource([2])
        collectionView.dataSource = dataSource
        let resolved = try LayoutHost(collectionView: collectionView).resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [Rect2D(x: 10, y: 20, width: 30, height: 40), Rect2D(x: 50, y: 20, width: 30, height: 40)])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.layer.position == CGPoint(x: 65, y: 40))
        #expect(cell.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(cell.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        #expect(cell.layer.zPosition == 3)
    }
}
