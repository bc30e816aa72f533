// A springy list written as UIKit Dynamics layouts are: a flow layout subclass whose attributes hang from
// anchors at their places on attachment behaviours, handed out by a UIDynamicAnimator, and nudged along the
// scroll by how far they are from the finger. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

final class SpringyListLayout: UICollectionViewFlowLayout {
    /// How far a cell may hang from its place once the springs settle.
    var slack: CGFloat = 4
    /// Points of distance from the touch at which a cell moves with the full scroll.
    var reach: CGFloat = 1500

    private lazy var dynamics = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard dynamics.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for attributes in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = slack
            spring.damping = 0.8
            spring.frequency = 1
            dynamics.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamics.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamics.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let scrolled = newBounds.minY - collectionView.bounds.minY
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamics.behaviors {
            guard let item = spring.items.first else { continue }
            let distance = hypot(touch.x - spring.anchorPoint.x, touch.y - spring.anchorPoint.y)
            let pull = scrolled * min(distance / reach, 1)
            item.center = CGPoint(x: item.center.x, y: item.center.y + pull)
            dynamics.updateItem(usingCurrentState: item)
        }
        return false
    }
}
