import LayoutShotUIKit
import Testing

/// A collection view subclass overriding the scrolling and layout-changing methods UIKit declares `open`, as
/// carousel libraries do (to keep an invisible scroll view in step, or to follow a new layout's direction).
final class LoggingCollectionView: UICollectionView {
    var log: [String] = []

    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        log.append("rect \(rect.minY)")
        super.scrollRectToVisible(rect, animated: animated)
    }

    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        log.append("item \(indexPath.item)")
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        log.append("layout")
        super.setCollectionViewLayout(layout, animated: animated)
    }

    override func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        log.append("layout, completion")
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
}

final class ScrollLogger: NSObject, UIScrollViewDelegate {}
final class CollectionLogger: NSObject, UICollectionViewDelegate {}

/// A view controller that logs its containment calls.
final class ContainerController: UIViewController {
    var log: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        log.append("will \(parent?.title ?? "nil")")
    }

    override func didMove(toParent parent: UIViewController?) {
        log.append("did \(parent?.title ?? "nil")")
    }
}

final class TimerTarget: NSObject {
    var ticks = 0
    func tick() { ticks += 1 }
}

@MainActor
struct OpenScrollingAPITests {
    /// One column of 100 × 100 items, 10 apart (the flow layout's default line spacing), in a 100 × 300 view:
    /// item 5 spans y 550–650.
    func column() -> (LoggingCollectionView, TestDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = LoggingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        let source = TestDataSource([20])
        view.dataSource = source
        return (view, source)
    }

    /// `.top` puts y 550 at the top; `.centeredVertically` the middle 600 at 150 (offset 450); `.bottom` 650 at
    /// 300 (offset 350); `[]` scrolls as little as shows it: from 0, to 650 − 300 = 350.
    @Test func scrollToItemIsOverridableAndPlacesTheItem() {
        let (view, source) = column()
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 550))
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 450))
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 350))
        view.contentOffset = .zero
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: [], animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 350))
        #expect(view.log == ["item 5", "item 5", "item 5", "item 5"])
        _ = source
    }

    /// From offset 0 in a 300-tall view, a rect spanning y 700–800 needs offset 500; one spanning 100–200
    /// is then above the bounds (500–800), so the offset becomes 100.
    @Test func scrollRectToVisibleIsOverridableAndScrollsAsLittleAsNeeded() {
        let (view, source) = column()
        view.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 100), animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 500))
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        #expect(view.log == ["rect 700.0", "rect 100.0"])
        _ = source
    }

    /// Both forms reach the subclass and attach the new layout; the one with a completion calls it with `true`.
    @Test func bothSetCollectionViewLayoutFormsAreOverridable() {
        let (view, source) = column()
        let grid = UICollectionViewFlowLayout()
        view.setCollectionViewLayout(grid, animated: true)
        #expect(view.collectionViewLayout === grid && grid.collectionView === view)
        let list = UICollectionViewFlowLayout()
        var finished: Bool?
        view.setCollectionViewLayout(list, animated: false) { finished = $0 }
        #expect(view.collectionViewLayout === list && finished == true)
        #expect(view.log == ["layout", "layout, completion"])
        _ = source
    }

    /// A plain scroll view holds its delegate weakly; a collection view's scroll-view delegate is its delegate,
    /// whichever static type sets it.
    @Test func scrollViewDelegateIsOneObjectWhateverTheStaticType() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var logger: ScrollLogger? = ScrollLogger()
        scrollView.delegate = logger
        #expect(scrollView.delegate === logger)
        logger = nil
        #expect(scrollView.delegate == nil)

        let (view, source) = column()
        let collectionLogger = CollectionLogger()
        view.delegate = collectionLogger
        let asScrollView: UIScrollView = view
        #expect(asScrollView.delegate === collectionLogger)
        let other = CollectionLogger()
        asScrollView.delegate = other
        #expect(view.delegate === other && asScrollView.delegate === other)
        let plain = ScrollLogger()
        asScrollView.delegate = plain
        #expect(view.delegate == nil && asScrollView.delegate === plain)
        _ = source
    }

    /// `addChild` calls `willMove(toParent:)` with the parent and moves a child from its former parent;
    /// `removeFromParent` calls `didMove(toParent: nil)`; the app makes the other two calls.
    @Test func childViewControllersAreKeptInOrder() {
        let parent = UIViewController()
        parent.title = "parent"
        let other = UIViewController()
        other.title = "other"
        let first = ContainerController()
        let second = ContainerController()
        parent.addChild(first)
        parent.addChild(second)
        #expect(parent.children == [first, second] && first.parent === parent)
        other.addChild(first)
        #expect(parent.children == [second] && other.children == [first] && first.parent === other)
        #expect(first.log == ["will parent", "did nil", "will other"])
        second.removeFromParent()
        #expect(parent.children.isEmpty && second.parent == nil)
        #expect(second.log == ["will parent", "did nil"])
    }

    /// The names and keys carry UIKit's string values, so code comparing them or reading `userInfo` with them
    /// behaves as on a device when a test posts one.
    @Test func keyboardNotificationNamesAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        let view: UIResponder = UIView(frame: .zero)
        #expect(view is UIView)
    }

    /// The selector form makes a valid timer of the interval given that never calls its target, even when
    /// fired; `invalidate()` ends it.
    @Test func selectorTimerIsValidAndNeverCallsItsTarget() {
        let target = TimerTarget()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.25, target: target, selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(timer.isValid && timer.timeInterval == 0.25)
        timer.fire()
        #expect(target.ticks == 0)
        timer.invalidate()
        #expect(!timer.isValid)
    }

    /// The deprecated `frameInterval` is kept, 1 by default.
    @available(*, deprecated, message: "uses the deprecated property on purpose")
    @Test func displayLinkKeepsItsFrameInterval() {
        let link = CADisplayLink(target: TimerTarget(), selector: Selector("tick"))
        #expect(link.frameInterval == 1)
        link.frameInterval = 2
        #expect(link.frameInterval == 2)
    }
}
