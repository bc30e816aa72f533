import LayoutShotUIKit
import Testing

/// A horizontal flow layout that centres its first and last items by setting the collection view's inset when
/// its size changes, as snap-to-centre carousels do.
final class InsetCentringLayout: UICollectionViewFlowLayout {
    private var lastSize = CGSize.zero

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        guard let collectionView, collectionView.bounds.size != lastSize else { return }
        lastSize = collectionView.bounds.size
        let inset = (lastSize.width - itemSize.width) / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }
}

@MainActor
struct HostContentInsetTests {
    func layout() -> InsetCentringLayout {
        let layout = InsetCentringLayout()
        layout.itemSize = CGSize(width: 250, height: 250)
        return layout
    }

    /// The layout is first invalidated as the collection view is made (390 wide): inset (390 − 250) / 2 = 70 on
    /// each side. A host given no inset leaves it, as an app that sets none does.
    @Test func theLayoutsOwnInsetIsKept() throws {
        let host = LayoutHost(layout: layout(), viewport: CGSize(width: 390, height: 300), dataSource: TestDataSource([6]))
        _ = try host.resolve(at: CGPoint(x: -70, y: 0))
        #expect(host.collectionView.contentInset == UIEdgeInsets(top: 0, left: 70, bottom: 0, right: 70))
        #expect(host.collectionView.adjustedContentInset.left == 70)
    }

    /// An inset given to the host is set after the collection view is made, as an app's assignment would be,
    /// so it wins over the layout's.
    @Test func anInsetGivenToTheHostIsSetAfterTheLayouts() throws {
        let given = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let host = LayoutHost(
            layout: layout(), viewport: CGSize(width: 390, height: 300), dataSource: TestDataSource([6]),
            contentInset: given)
        _ = try host.resolve(at: .zero)
        #expect(host.collectionView.contentInset == given)
    }
}
