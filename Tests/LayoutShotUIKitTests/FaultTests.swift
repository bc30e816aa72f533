import LayoutCore
import LayoutShotUIKit
import Testing

/// A layout that returns whatever attributes a test gives it, for checking what the host catches.
final class FixedLayout: UICollectionViewLayout {
    var contentSize = CGSize(width: 100, height: 100)
    var elements: () -> [UICollectionViewLayoutAttributes] = { [] }
    var invalidatesInPrepare = false
    var askedSection: Int?

    override func prepare() {
        super.prepare()
        if let askedSection { _ = collectionView?.numberOfItems(inSection: askedSection) }
        if invalidatesInPrepare { invalidateLayout() }
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { elements() }
}

@MainActor
struct FaultTests {
    static func cell(_ item: Int, section: Int = 0, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10))
        -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    static func fault(_ layout: FixedLayout, counts: [Int] = [3]) -> LayoutFault? {
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource(counts))
        do {
            _ = try host.resolveContent()
            return nil
        } catch {
            return error
        }
    }

    @Test func itemOutOfRangeNamesTheIndexPathAndTheMethod() {
        let layout = FixedLayout()
        layout.elements = { [Self.cell(0), Self.cell(3)] }
        let fault = Self.fault(layout)
        #expect(fault == .indexPathOutOfRange(
            element: "cell [0, 3]", method: "layoutAttributesForElements(in:)", reason: "section 0 has 3 items"))
        #expect(fault?.description == "layoutAttributesForElements(in:) returned attributes for cell [0, 3], "
            + "which does not exist: section 0 has 3 items")
    }

    @Test func sectionOutOfRangeForASupplementaryView() {
        let layout = FixedLayout()
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        layout.elements = { [header] }
        #expect(Self.fault(layout) == .indexPathOutOfRange(
            element: "header [2, 0]", method: "layoutAttributesForElements(in:)",
            reason: "the collection view has 1 section"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteFrames(value: CGFloat) {
        let layout = FixedLayout()
        layout.elements = { [Self.cell(1, frame: CGRect(x: 0, y: value, width: 10, height: 10))] }
        guard case .nonFiniteFrame(let element, let method, _) = Self.fault(layout) else {
            Issue.record("expected a non-finite frame fault")
            return
        }
        #expect(element == "cell [0, 1]" && method == "layoutAttributesForElements(in:)")
    }

    @Test func twoAttributesForOneIndexPath() {
        let layout = FixedLayout()
        layout.elements = { [Self.cell(0), Self.cell(1), Self.cell(1)] }
        #expect(Self.fault(layout) == .duplicateAttributes(element: "cell [0, 1]", method: "layoutAttributesForElements(in:)"))
    }

    /// UIKit draws an element outside the content (a carousel's cells wider than its content, an overscrolled
    /// parallax header); the host draws it too and says so.
    @Test func elementOutsideTheContentSizeIsDrawnWithAWarning() throws {
        let layout = FixedLayout()
        layout.elements = { [Self.cell(2, frame: CGRect(x: 0, y: 95, width: 10, height: 10))] }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        #expect(try host.resolveContent().attributes.map(\.frame) == [Rect2D(x: 0, y: 95, width: 10, height: 10)])
        let warning = LayoutWarning.outsideContent(
            element: "cell [0, 2]", method: "layoutAttributesForElements(in:)",
            frame: CGRect(x: 0, y: 95, width: 10, height: 10), contentSize: CGSize(width: 100, height: 100))
        #expect(host.warnings == [warning])
        #expect(warning.description.hasPrefix("layoutAttributesForElements(in:) placed cell [0, 2] at [0, 95, 10, 10], "
            + "outside the content size 100 × 100 from collectionViewContentSize; it is drawn"))
    }

    /// A header whose index path is just its section, as UIKit allows for supplementary views.
    @Test func aSupplementaryViewMayHaveASectionOnlyIndexPath() throws {
        let layout = FixedLayout()
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(index: 0))
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        layout.elements = { [header] }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        #expect(try host.resolveContent().attributes.map(\.kind) == [.header])
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(index: 0))
        layout.elements = { [cell] }
        layout.invalidateLayout()
        #expect(Self.fault(layout) == .indexPathOutOfRange(
            element: "cell [0]", method: "layoutAttributesForElements(in:)",
            reason: "a cell's index path has 2 indexes (section, item), this one 1"))
    }

    @Test func hiddenElementsAreCheckedButLeftOut() throws {
        let layout = FixedLayout()
        let hidden = Self.cell(1)
        hidden.isHidden = true
        layout.elements = { [Self.cell(0), hidden] }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        #expect(try host.resolveContent().attributes.map(\.item) == [0])
    }

    @Test func negativeItemCount() {
        #expect(Self.fault(FixedLayout(), counts: [2, -3]) == nil)
        let layout = FixedLayout()
        layout.askedSection = 0
        let fault = Self.fault(layout, counts: [2, -3])
        #expect(fault == .negativeItemCount(section: 1, count: -3))
        #expect(fault?.description == "collectionView(_:numberOfItemsInSection:) returned -3 for section 1; "
            + "the number of items must be 0 or more")
    }

    @Test func negativeSectionCount() {
        let layout = FixedLayout()
        layout.askedSection = 0
        #expect(Self.fault(layout, counts: []) == .sectionOutOfRange(section: 0, numberOfSections: 0))
        final class NegativeSections: NSObject, UICollectionViewDataSource {
            func numberOfSections(in collectionView: UICollectionView) -> Int { -1 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }
        }
        let host = LayoutHost(layout: UICollectionViewFlowLayout(), viewport: CGSize(width: 10, height: 10), dataSource: NegativeSections())
        #expect(throws: LayoutFault.negativeSectionCount(-1)) { try host.resolveContent() }
    }

    @Test func nonFiniteSizeFromTheFlowDelegate() {
        final class NaNSizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: indexPath.item == 1 ? CGFloat.nan : 10, height: 10)
            }
        }
        let host = LayoutHost(
            layout: UICollectionViewFlowLayout(), viewport: CGSize(width: 100, height: 100),
            dataSource: TestDataSource([3]), delegate: NaNSizes())
        #expect(throws: LayoutFault.nonFiniteValue(
            what: "the width of item [0, 1]", method: "collectionView(_:layout:sizeForItemAt:)")) {
            try host.resolveContent()
        }
    }

    @Test func invalidContentSize() {
        let layout = FixedLayout()
        layout.contentSize = CGSize(width: 100, height: -.infinity)
        #expect(Self.fault(layout) == .invalidContentSize(CGSize(width: 100, height: -.infinity)))
    }
}

/// Linux Foundation's `CGRect.intersects` stops the process on a NaN frame where CoreGraphics answers false:
/// a batch update over a layout that returns one off screen goes on as on a device (found by the host fuzzer).
@MainActor
struct NonFiniteFramesInUpdatesTests {
    @Test func aBatchUpdateOverAnOffScreenNaNFrameDoesNotStop() throws {
        /// A NaN frame only in the whole-content query a batch update makes, not in the viewport the host showed.
        final class NaNBelowTheFold: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 300) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard rect.height > 100 else { return [] }
                return [FaultTests.cell(2, frame: CGRect(x: CGFloat.nan, y: 200, width: 10, height: 10))]
            }
        }
        let host = LayoutHost(
            layout: NaNBelowTheFold(), viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        let transition = try host.transition { host.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(transition.start.attributes.isEmpty && transition.after.attributes.isEmpty)
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
}

/// Two changes with one destination: UIKit raises an exception; the host reports a fault, never a crash
/// (found by the host fuzzer, which stopped on a duplicate dictionary key).
@MainActor
struct ConflictingUpdateTests {
    @Test func twoMovesToOneIndexPathAreAFault() {
        let host = LayoutHost(
            layout: UICollectionViewFlowLayout(), viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([3]))
        #expect(throws: LayoutFault.conflictingUpdate(target: "item [0, 0]", role: "a destination (inserted or moved to)")) {
            try host.transition {
                host.collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
                host.collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            }
        }
    }
}
