import LayoutShotUIKit
import Testing

/// A layout that counts its invalidations, to see when the animator's simulation runs.
final class InvalidationCountingLayout: UICollectionViewLayout {
    var invalidations = 0

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidations += 1
        super.invalidateLayout(with: context)
    }
}

/// UIKit Dynamics as a snapshot sees it: the simulation at rest. Values worked by hand.
@MainActor
struct DynamicsTests {
    private func cell(_ item: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frame
        return attributes
    }

    /// A layout prepared by a host, so that an invalidation shows.
    private func preparedLayout() throws -> (InvalidationCountingLayout, LayoutHost) {
        let layout = InvalidationCountingLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([1]))
        _ = try host.resolve(at: .zero)
        layout.invalidations = 0
        return (layout, host)
    }

    /// A 20 × 20 cell centred at (10, 10) hangs from (10, 40): length 30. Shortened to 15 it rests at (10, 25);
    /// pushed to (16, 48), 10 from the anchor along (0.6, 0.8), it rests 15 along that line at (19, 52). The
    /// first move invalidates the layout; the second finds it still invalid.
    @Test func anAttachedItemRestsAtItsLengthOnTheLineFromTheAnchor() throws {
        let (layout, _) = try preparedLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let item = cell(0, CGRect(x: 0, y: 0, width: 20, height: 20))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 10, y: 40))
        #expect(spring.length == 30)
        animator.addBehavior(spring)
        #expect(item.frame == CGRect(x: 0, y: 0, width: 20, height: 20) && layout.invalidations == 0)
        spring.length = 15
        #expect(item.frame == CGRect(x: 0, y: 15, width: 20, height: 20) && layout.invalidations == 1)
        item.center = CGPoint(x: 16, y: 48)
        animator.updateItem(usingCurrentState: item)
        #expect(abs(item.center.x - 19) < 1e-12 && abs(item.center.y - 52) < 1e-12)
        #expect(layout.invalidations == 1)
        #expect(!animator.isRunning)
    }

    /// An item already at rest does not start the simulation; one exactly at its anchor has no side to go to.
    @Test func itemsAtRestStayAndDoNotInvalidate() throws {
        let (layout, _) = try preparedLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let item = cell(0, CGRect(x: 0, y: 0, width: 20, height: 20))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        spring.length = 5
        animator.addBehavior(spring)
        animator.updateItem(usingCurrentState: item)
        spring.anchorPoint = CGPoint(x: 10, y: 10)
        #expect(item.center == CGPoint(x: 10, y: 10) && layout.invalidations == 0)
        spring.anchorPoint = CGPoint(x: 10, y: 30)
        #expect(item.center == CGPoint(x: 10, y: 25) && layout.invalidations == 1)
    }

    /// Items held by the animator's behaviours (children included), those meeting the rect, in the order added;
    /// a removed behaviour's item is no longer the animator's and stays where it was.
    @Test func itemsInARectAndByIndexPath() {
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewLayout())
        let first = cell(0, CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = cell(1, CGRect(x: 0, y: 100, width: 10, height: 10))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 50, width: 10, height: 10)
        let group = UIDynamicBehavior()
        group.addChildBehavior(UIAttachmentBehavior(item: second, attachedToAnchor: second.center))
        let firstSpring = UIAttachmentBehavior(item: first, attachedToAnchor: first.center)
        animator.addBehavior(firstSpring)
        animator.addBehavior(group)
        animator.addBehavior(UIAttachmentBehavior(item: header, attachedToAnchor: header.center))
        let all = animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 200)).map { $0 as? UICollectionViewLayoutAttributes }
        #expect(all.map { $0?.indexPath.item } == [0, 1, 0] && all.last??.representedElementCategory == .supplementaryView)
        #expect(animator.items(in: CGRect(x: 0, y: 95, width: 10, height: 10)).count == 1)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === second)
        #expect(animator.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
        #expect(animator.layoutAttributesForDecorationView(ofKind: "x", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(group.dynamicAnimator === animator && group.childBehaviors.first?.dynamicAnimator === animator)
        let late = cell(2, CGRect(x: 0, y: 150, width: 10, height: 10))
        let lateSpring = UIAttachmentBehavior(item: late, attachedToAnchor: late.center)
        group.addChildBehavior(lateSpring)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) === late)
        group.removeChildBehavior(lateSpring)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) == nil && lateSpring.dynamicAnimator == nil)
        animator.removeBehavior(firstSpring)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(firstSpring.dynamicAnimator == nil && first.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && group.dynamicAnimator == nil && group.childBehaviors.first?.dynamicAnimator == nil)
        #expect(animator.items(in: CGRect(x: -1000, y: -1000, width: 2000, height: 2000)).isEmpty)
    }

    /// Nothing touches the screen: the collection view's pan recognizer reports no touch at the origin.
    @Test func thePanGestureRecognizerReportsNoTouch() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewLayout())
        let pan = collectionView.panGestureRecognizer
        #expect(pan.view === collectionView && pan === collectionView.panGestureRecognizer)
        #expect(pan.location(in: collectionView) == .zero && pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero && pan.state == .possible && pan.numberOfTouches == 0)
    }
}
