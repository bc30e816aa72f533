import LayoutShotUIKit
import Testing

/// A recognizer's delegate that lets it begin only when enabled.
final class GateDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer.isEnabled }
}

/// A view-controller animator, as apps write one; it compiles against the transition protocols.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.view(forKey: .to)?.alpha = 1
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// A reusable view subclass written as UIKit makes it written: `override init(frame:)` and `init?(coder:)`.
final class BadgeView: UICollectionReusableView {
    let label: UILabel

    override init(frame: CGRect) {
        label = UILabel(frame: frame)
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        label = UILabel()
        super.init(coder: coder)
    }
}

/// A context subclass with its own `override init()`, as UIKit lets it be written.
final class ShelfContext: UICollectionViewLayoutInvalidationContext {
    let reason: String

    override init() {
        reason = "default"
        super.init()
    }
}

final class ShelfLayout: UICollectionViewLayout {
    override class var invalidationContextClass: AnyClass { ShelfContext.self }
    var contexts: [String] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append((context as? ShelfContext)?.reason ?? "other")
        super.invalidateLayout(with: context)
    }
}

@MainActor
struct UIKitAPISurfaceTests {
    /// A 100 × 50 rectangle: four lines from its origin, closed; its box is the rectangle. An ellipse in
    /// (10, 20, 40, 60) is four quarter curves whose control points stay inside that box, so both boxes are it.
    @Test func pathsKeepTheirElementsAndBoxes() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.currentPoint == .zero)
        #expect(path.contains(CGPoint(x: 50, y: 25)) && !path.contains(CGPoint(x: 150, y: 25)))
        let ellipse = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 60), transform: nil)
        #expect(ellipse.boundingBox == CGRect(x: 10, y: 20, width: 40, height: 60))
        let tight = ellipse.boundingBoxOfPath
        #expect(abs(tight.minX - 10) < 0.01 && abs(tight.maxY - 80) < 0.01)
        var types: [CGPathElementType] = []
        ellipse.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(CGMutablePath().boundingBox.isNull)
    }

    /// A quarter arc of radius 10 about (0, 0) from angle 0 to π/2: in CoreGraphics' sense, `clockwise: false`
    /// turns towards +y, ending at (0, 10); UIBezierPath's `clockwise: true` is the same arc on a y-down screen.
    @Test func arcsTurnTheWayEachAPISays() {
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(cg.currentPoint.x) < 1e-9 && abs(cg.currentPoint.y - 10) < 1e-9)
        #expect(abs(cg.boundingBox.maxX - 10) < 1e-9 && abs(cg.boundingBox.maxY - 10) < 1e-9 && cg.boundingBox.minY == 0)
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(ui.cgPath == cg)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 20, y: 10)))
    }

    /// Anchors make constraints that are kept, not solved.
    @Test func anchorsMakeConstraintValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        view.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let top = child.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)
        let width = child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([top, width, height])
        #expect(top.firstItem === child && top.secondItem === view && top.firstAttribute == .top && top.constant == 8)
        #expect(width.multiplier == 0.5 && width.secondAttribute == .width && width.isActive)
        #expect(height.secondItem == nil && height.constant == 44)
        #expect(child.frame == .zero)
    }

    /// Recognizers keep their targets, delegate and view; nothing fires them.
    @Test func gestureRecognizersAreKept() {
        let view = UIView()
        let delegate = GateDelegate()
        let tap = UITapGestureRecognizer(target: view, action: Selector("tapped:"))
        tap.numberOfTapsRequired = 2
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view && tap.state == .possible)
        #expect(tap.targetActions.map(\.action) == [Selector("tapped:")])
        #expect((try? tap.delegate?.gestureRecognizerShouldBegin(tap)) == true)
        // Not implemented by the delegate: nil, as `delegate?.gestureRecognizer?(…)` is on iOS.
        #expect((try? tap.delegate?.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: press)) == nil)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view == nil)
    }

    /// Animation blocks run at once, completions with `true`; keyframes leave the last one's values.
    @Test func animationsRunAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0.5 }) {
            finished.append($0)
        }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 20 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 40 }
        }, completion: { finished.append($0) })
        UIView.performWithoutAnimation { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
        #expect(view.alpha == 0.5 && view.center.x == 40 && view.transform.a == 2 && finished == [true, true])
    }

    /// A layer's frame places its bounds with the anchor point at the position; moving the anchor moves the frame.
    @Test func layerGeometryIsTheViews() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45) && view.center == CGPoint(x: 60, y: 45))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 60, y: 45, width: 200, height: 100))
        #expect(view.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2)))
    }

    /// Subclasses override `init(frame:)` freely and are made from their registered class through it; a
    /// context subclass's own `init()` runs; a label measures its text; transitions call the layouts' hooks.
    @Test func subclassesWrittenAsForUIKit() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: ShelfLayout())
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
        let badge = collectionView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "b", for: IndexPath(item: 0, section: 0))
        #expect((badge as? BadgeView)?.label.superview === badge)
        let layout = try #require(collectionView.collectionViewLayout as? ShelfLayout)
        layout.invalidateLayout()
        #expect(layout.contexts.last == "default")
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        label.traitOverrides.displayScale = 3
        let size = label.intrinsicContentSize
        // One line, 17 × 1.193 = 20.281, rounded up to the 3× screen's pixels: 60.843 → 61, 61/3.
        #expect(size.width > 20 && size.width < 60 && size.height == 61.0 / 3)
        let next = UICollectionViewFlowLayout()
        var done = false
        collectionView.setCollectionViewLayout(next, animated: true) { done = $0 }
        #expect(collectionView.collectionViewLayout === next && next.collectionView === collectionView && done)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        let animator: any UIViewControllerAnimatedTransitioning = FadeAnimator()
        #expect(animator.transitionDuration(using: nil) == 0.3)
    }
}
