// Swift 5 language mode: a carousel collection view written as open-source carousels write one. It keeps an
// invisible paging scroll view whose delegate it is, overrides UIKit's open scrolling and layout-changing
// methods to keep that scroll view in step, and is configured from nonisolated code. Only the import differs
// from a UIKit file.
import LayoutShotUIKit
import Testing

final class PagingCarouselView: UICollectionView, UIScrollViewDelegate {
    let pager = UIScrollView(frame: .zero)
    var followedLayouts = 0

    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        pager.delegate = self
        pager.isPagingEnabled = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        super.scrollRectToVisible(rect, animated: animated)
        pager.contentOffset = contentOffset
    }

    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        pager.contentOffset = contentOffset
    }

    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        super.setCollectionViewLayout(layout, animated: animated)
        followedLayouts += 1
    }

    override func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Swift.Void)? = nil
    ) {
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
        followedLayouts += 1
    }
}

final class PageCounts: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

/// Nonisolated, as top-level code: pages of 200 × 100 in a 200 × 100 carousel, one per line of a horizontal
/// flow layout, so 10 apart (the default line spacing).
func makePagingCarousel(source: PageCounts) -> PagingCarouselView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 100)
    let view = PagingCarouselView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    view.dataSource = source
    return view
}

@MainActor
struct PagingScrollViewTests {
    /// Horizontal flow: page 3 starts at 3 × (200 + 10) = 630; `.left` scrolls there, and the override moves
    /// the pager with it. The pager's delegate is the carousel.
    @Test func overridesOfTheOpenScrollingMethodsRun() {
        let source = PageCounts()
        let view = makePagingCarousel(source: source)
        #expect(view.pager.delegate === view)
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: true)
        #expect(view.contentOffset == CGPoint(x: 630, y: 0))
        #expect(view.pager.contentOffset == CGPoint(x: 630, y: 0))
        view.scrollRectToVisible(CGRect(x: 1000, y: 0, width: 200, height: 100), animated: false)
        #expect(view.pager.contentOffset == CGPoint(x: 1000, y: 0))
        view.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        view.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true) { _ in }
        #expect(view.followedLayouts == 2)
    }
}
