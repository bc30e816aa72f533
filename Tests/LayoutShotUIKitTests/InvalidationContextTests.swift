import LayoutCore
import LayoutShotUIKit
import Testing

/// A layout that logs every call the host makes, to check UIKit's order, and can adjust the offset.
final class RecordingLayout: UICollectionViewLayout {
    var log: [String] = []
    var offsetAdjustment = CGPoint.zero

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override var collectionViewContentSize: CGSize {
        log.append("contentSize")
        return CGSize(width: 100, height: 1000)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("elements y \(rect.minY)")
        return []
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("should y \(newBounds.minY) while bounds y \(collectionView!.bounds.minY)")
        return true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.append("context y \(newBounds.minY)")
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentOffsetAdjustment = offsetAdjustment
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate everything \(context.invalidateEverything) counts \(context.invalidateDataSourceCounts)")
        super.invalidateLayout(with: context)
    }
}

/// Counts what a flow layout asks its delegate.
final class CountingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizeQuestions = 0
    var headerQuestions = 0

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: 100, height: 40)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerQuestions += 1
        return CGSize(width: 100, height: 30)
    }
}

@MainActor
struct InvalidationContextTests {
    @Test func aScrollRunsUIKitsCallsInUIKitsOrder() throws {
        let layout = RecordingLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 200), dataSource: TestDataSource([3]))
        _ = try host.resolve(at: .zero)
        // Attaching the layout invalidates everything; setting the data source reloads, which adds the counts.
        #expect(layout.log == [
            "invalidate everything true counts false", "invalidate everything true counts true",
            "prepare", "contentSize", "elements y 0.0",
        ])
        layout.log = []
        _ = try host.resolve(at: CGPoint(x: 0, y: 50))
        #expect(layout.log == [
            "should y 50.0 while bounds y 0.0", "context y 50.0", "invalidate everything false counts false",
            "prepare", "contentSize", "elements y 50.0",
        ])
    }

    @Test func theContextsOffsetAdjustmentMovesTheBounds() throws {
        let layout = RecordingLayout()
        layout.offsetAdjustment = CGPoint(x: 0, y: 10)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 200), dataSource: TestDataSource([3]))
        _ = try host.resolve(at: .zero)
        let resolved = try host.resolve(at: CGPoint(x: 0, y: 50))
        #expect(resolved.offset == Point2D(x: 0, y: 60))
        #expect(layout.log.last == "elements y 60.0")
    }

    @Test func invalidateLayoutAndReloadDataPassContextsThatSayWhat() throws {
        let layout = RecordingLayout()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 200), dataSource: TestDataSource([3]))
        _ = try host.resolve(at: .zero)
        layout.log = []
        layout.invalidateLayout()
        host.collectionView.reloadData()
        #expect(layout.log == ["invalidate everything true counts false", "invalidate everything true counts true"])
    }

    @Test func contextsCollectWhatIsNamed() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 0, section: 2)])
        context.invalidateSupplementaryElements(ofKind: "badge", at: [IndexPath(item: 3, section: 0)])
        context.invalidateDecorationElements(ofKind: "bg", at: [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["badge": [IndexPath(item: 3, section: 0)]])
        #expect(context.invalidatedDecorationIndexPaths == ["bg": [IndexPath(item: 0, section: 1)]])
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        let flow = UICollectionViewFlowLayoutInvalidationContext()
        #expect(flow.invalidateFlowLayoutDelegateMetrics && flow.invalidateFlowLayoutAttributes)
    }

    @Test func aFlowLayoutsScrollKeepsMetricsAndNamesThePinnedHeaders() throws {
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 100, height: 200), dataSource: TestDataSource([2, 2]),
            delegate: CountingFlowDelegate())
        _ = try host.resolve(at: .zero)
        let scroll = try #require(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 40, width: 100, height: 200))
            as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!scroll.invalidateFlowLayoutDelegateMetrics && !scroll.invalidateFlowLayoutAttributes)
        #expect(scroll.invalidatedSupplementaryIndexPaths == [
            UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)],
        ])
        let resize = try #require(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 120, height: 200))
            as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(resize.invalidateFlowLayoutDelegateMetrics && resize.invalidateFlowLayoutAttributes)
    }

    /// 3 sections of 10 items: each scroll re-pins the headers from the kept geometry, so the delegate is asked
    /// once per item and header per data invalidation, however many offsets the filmstrip has.
    @Test func scrollingAPinnedFlowLayoutAsksForMetricsOncePerDataInvalidation() throws {
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let delegate = CountingFlowDelegate()
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 100, height: 200), dataSource: TestDataSource([10, 10, 10]),
            delegate: delegate)
        let offsets = (0..<100).map { CGPoint(x: 0, y: Double($0) * 12) }
        let frames = try host.resolve(offsets: offsets)
        #expect(delegate.sizeQuestions == 30 && delegate.headerQuestions == 3)
        // At offset 60 section 0's header (static at y 0) is pinned to the top of the visible bounds.
        #expect(frames[5].attributes.first { $0.kind == .header && $0.section == 0 }?.frame == Rect2D(x: 0, y: 60, width: 100, height: 30))

        host.collectionView.reloadData()
        _ = try host.resolve(offsets: offsets.reversed())
        #expect(delegate.sizeQuestions == 60 && delegate.headerQuestions == 6)
    }

    @Test func aLayoutThatInvalidatesItselfInEveryPrepareGetsItsPictureAndAWarning() throws {
        let layout = FixedLayout()
        layout.invalidatesInPrepare = true
        layout.elements = { [FaultTests.cell(0)] }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.item) == [0])
        #expect(host.prepareCount == 10)
        #expect(host.warnings == [.invalidatesItself(passes: 10, method: "prepare()", contentOffset: .zero)])
        #expect(host.warnings[0].description.hasPrefix(
            "the layout invalidated itself from prepare() in each of 10 passes at content offset (0, 0); on a device"))
    }

    /// A sticky header that reads its section's first item: in an empty section UIKit answers nil, and the
    /// header silently stays where it is; the host names the index path.
    @Test func askingTheFlowLayoutForAnElementThatDoesNotExistWarns() throws {
        final class FirstItemReader: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                _ = layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
                _ = layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            }
        }
        let host = LayoutHost(
            layout: FirstItemReader(), viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([2, 0]))
        _ = try host.resolve(at: .zero)
        #expect(host.warnings == [
            .missingElement(element: "cell [1, 0]", method: "layoutAttributesForItem(at:)"),
            .missingElement(element: "header [0, 0]", method: "layoutAttributesForSupplementaryView(ofKind:at:)"),
        ])
        #expect(host.warnings[0].description == "layoutAttributesForItem(at:) was asked for cell [1, 0], which the "
            + "collection view does not have, and returned nil as UIKit does; code that relies on its attributes "
            + "(a pinned header, say) gets none")
    }
}
