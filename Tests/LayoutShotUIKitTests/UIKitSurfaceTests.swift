import LayoutCore
import LayoutShotUIKit
import Testing

/// API open-source layouts call beyond the layout classes, each with a value worked by hand.
@MainActor
struct UIKitSurfaceTests {
    @Test func aRotationAboutZIsTheAffineRotation() {
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(rotation.m11 - affine.a) < 1e-12 && abs(rotation.m12 - affine.b) < 1e-12)
        #expect(abs(rotation.m21 - affine.c) < 1e-12 && abs(rotation.m22 - affine.d) < 1e-12)
        #expect(rotation.m33 == 1 && rotation.m44 == 1)
        // About y by a quarter turn: x goes to −z (row vector (1, 0, 0) times the matrix).
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 2, 0)
        #expect(abs(aboutY.m11) < 1e-12 && abs(aboutY.m13 + 1) < 1e-12 && aboutY.m22 == 1)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        let scaledThenRotated = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi, 0, 0, 1)
        #expect(abs(scaledThenRotated.m11 + 2) < 1e-12 && abs(scaledThenRotated.m22 + 2) < 1e-12)
    }

    /// A 20 × 10 rectangle at (10, 0) turned a quarter about the origin covers x −10…0, y 10…30.
    @Test func aRectangleMappedByATransformIsItsCornersBoundingBox() {
        let mapped = CGRect(x: 10, y: 0, width: 20, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(mapped.minX + 10) < 1e-9 && abs(mapped.maxX) < 1e-9)
        #expect(abs(mapped.minY - 10) < 1e-9 && abs(mapped.maxY - 30) < 1e-9)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 5, y: 5))
            == CGRect(x: 6, y: 7, width: 3, height: 4))
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
    }

    /// A flow layout of 50 × 50 items with 10 between them: (75, 20) is inside item 1 (60–110), (55, 20) in the gap.
    /// A NaN size is never `==` itself: frame and bounds once passed it back and forth until the stack overflowed.
    /// The frame is the layer's (position = origin + anchor point × size), so a NaN width makes its x NaN too.
    @Test func aViewTakesANotANumberSizeWithoutRecursing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: 5, y: 0, width: CGFloat.nan, height: 20)
        #expect(view.bounds.width.isNaN && view.bounds.height == 20 && view.frame.origin.x.isNaN && view.frame.origin.y == 0)
        view.bounds = CGRect(x: 0, y: 3, width: 30, height: CGFloat.nan)
        #expect(view.frame.width == 30 && view.frame.height.isNaN && view.bounds.origin.y == 3)
    }

    @Test func theItemAtAPointIsAskedOfTheLayout() throws {
        let host = LayoutHost(
            layout: UICollectionViewFlowLayout(), viewport: CGSize(width: 200, height: 200), dataSource: TestDataSource([6]))
        _ = try host.resolve(at: .zero)
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: 75, y: 20)) == IndexPath(item: 1, section: 0))
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: 55, y: 20)) == nil)
    }

    @Test func viewsKeepTheirHierarchyAndRunLayoutPassesOnRequest() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.superview === parent && parent.subviews.count == 1)
        child.removeFromSuperview()
        #expect(child.superview == nil && parent.subviews.isEmpty)
        parent.layoutIfNeeded()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(parent.passes == 1)
        parent.center = CGPoint(x: 20, y: 20)
        #expect(parent.frame == CGRect(x: 15, y: 15, width: 10, height: 10))
        parent.layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(parent.layer.transform.m11 == 2)
    }

    @Test func nsIndexPathsForItemsAndRows() {
        let path = NSIndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && NSIndexPath(row: 2, section: 0).row == 2)
    }
}

/// View controllers that layout libraries ship as their collection view's delegate.
@MainActor
struct ViewControllerTests {
    @Test func theViewIsMadeOnFirstUseAndThenLoaded() {
        final class Counting: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Counting()
        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)
    }
}
