import LayoutCore
import LayoutShotUIKit
import LayoutText
import Testing

/// A data source that counts the cells it is asked for and dequeues them by one identifier.
final class CountingCellSource: NSObject, UICollectionViewDataSource {
    let count: Int
    let identifier: String
    var cellRequests = 0

    init(_ count: Int, identifier: String = "cell") {
        self.count = count
        self.identifier = identifier
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// A one-column list that keeps the heights self-sizing cells ask for, as custom layouts do: it accepts a
/// preferred height that differs, records it from the context hook, and stacks items at 44 until measured.
class MeasuredListLayout: UICollectionViewLayout {
    var heights: [IndexPath: CGFloat] = [:]
    var log: [String] = []
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        log.append("prepare")
        cache = []
        var y: CGFloat = 0
        for item in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let height = heights[indexPath] ?? 44
            attributes.frame = CGRect(x: 0, y: y, width: 300, height: height)
            cache.append(attributes)
            y += height
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 300, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let differs = preferredAttributes.size.height != originalAttributes.size.height
        log.append("should \(originalAttributes.indexPath.item) \(differs)")
        return differs
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        log.append("context \(originalAttributes.indexPath.item)")
        heights[originalAttributes.indexPath] = preferredAttributes.size.height
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate \(context.invalidatedItemIndexPaths?.map(\.item) ?? [])")
        super.invalidateLayout(with: context)
    }
}

/// A pill-shaped tag: whatever its content measures, the width rounds up to a multiple of 10 and the height is 30.
final class PillCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: (attributes.size.width / 10).rounded(.up) * 10, height: 30)
        return attributes
    }
}

/// A full-width row, the usual override: the width held at the collection view's, the content view's height.
final class FullWidthCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let target = CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height)
        layoutAttributes.size = contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return layoutAttributes
    }
}

@MainActor
struct SelfSizingTests {
    private func flowLayout(estimated: CGSize) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimated
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return layout
    }

    /// Estimates 100 × 50 put two items a line; the measured widths 60 + 80 + 120 (and 20 + 20 of spacing, the
    /// free 40 spread as two gaps of 20) fit three on the first line, 40 high with items centred across it; the
    /// second line, 10 below, is 200 + 10 + 90 = 300 exactly, 50 high.
    @Test func estimatedItemsTakeTheProvidedSizesAndTheLinesFlowAgain() throws {
        let sizes = [
            CGSize(width: 60, height: 30), CGSize(width: 80, height: 40), CGSize(width: 120, height: 20),
            CGSize(width: 200, height: 50), CGSize(width: 90, height: 30),
        ]
        let host = LayoutHost(
            layout: flowLayout(estimated: CGSize(width: 100, height: 50)), viewport: CGSize(width: 300, height: 400),
            dataSource: TestDataSource([5]), sizeProvider: .sizes([sizes]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.contentSize == Size2D(width: 300, height: 100))
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 5, width: 60, height: 30), Rect2D(x: 80, y: 0, width: 80, height: 40),
            Rect2D(x: 180, y: 10, width: 120, height: 20),
            Rect2D(x: 0, y: 50, width: 200, height: 50), Rect2D(x: 210, y: 60, width: 90, height: 30),
        ])
        #expect(host.warnings.isEmpty)
    }

    /// With `automaticSize` items start at `itemSize` (50 × 50, three on one line) and take their measured
    /// sizes: 100 + 100 on the first line (not the last: the free 100 between them), 30 high; the 300-wide
    /// item alone on the last line, 10 below.
    @Test func automaticSizeCellsAreMeasured() throws {
        let layout = flowLayout(estimated: UICollectionViewFlowLayout.automaticSize)
        let sizes = [CGSize(width: 100, height: 20), CGSize(width: 100, height: 30), CGSize(width: 300, height: 40)]
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([3]),
            sizeProvider: .sizes([sizes]))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 5, width: 100, height: 20), Rect2D(x: 200, y: 0, width: 100, height: 30),
            Rect2D(x: 0, y: 40, width: 300, height: 40),
        ])
        #expect(resolved.contentSize == Size2D(width: 300, height: 80))
    }

    /// Items stack at 44 until measured (heights 20, 30, 25, 40, 10). At offset 0 the 100-point viewport shows
    /// items 0–2, which measure 20 + 30 + 25 = 75; item 3 then starts at 75, becomes visible and measures 40;
    /// item 4 starts at 115, outside, and keeps its estimate: content 75 + 40 + 44 = 159. Each element is
    /// preferred, asked about and invalidated in UIKit's order before the next pass.
    @Test func aCustomLayoutSizesWhatBecomesVisibleThroughItsPreferredAttributesHooks() throws {
        let layout = MeasuredListLayout()
        let heights: [CGFloat] = [20, 30, 25, 40, 10]
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 100), dataSource: TestDataSource([5]),
            sizeProvider: SelfSizingProvider { CGSize(width: $0.targetSize.width, height: heights[$0.indexPath.item]) })
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 20), Rect2D(x: 0, y: 20, width: 300, height: 30),
            Rect2D(x: 0, y: 50, width: 300, height: 25), Rect2D(x: 0, y: 75, width: 300, height: 40),
        ])
        #expect(resolved.contentSize == Size2D(width: 300, height: 159))
        #expect(layout.log == [
            "invalidate []", "invalidate []", "prepare",
            "should 0 true", "context 0", "invalidate [0]", "should 1 true", "context 1", "invalidate [1]",
            "should 2 true", "context 2", "invalidate [2]",
            "prepare", "should 0 false", "should 1 false", "should 2 false", "should 3 true", "context 3", "invalidate [3]",
            "prepare", "should 0 false", "should 1 false", "should 2 false", "should 3 false",
        ])

        // Scrolling down sizes item 4 when it shows.
        let scrolled = try host.resolve(at: CGPoint(x: 0, y: 59))
        #expect(scrolled.attributes.map(\.frame).last == Rect2D(x: 0, y: 115, width: 300, height: 10))
        #expect(scrolled.contentSize == Size2D(width: 300, height: 125))
    }

    /// The pill cell rounds the provided widths 42, 57 and 61 up to 50, 60 and 70 at height 30: one line of
    /// 50 + 10 + 60 + 10 + 70 = 200, exactly the width.
    @Test func aCellSubclassOverridingPreferredAttributesDecidesItsSize() throws {
        let layout = flowLayout(estimated: CGSize(width: 40, height: 40))
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 200, height: 100), dataSource: CountingCellSource(3, identifier: "pill"),
            sizeProvider: .sizes([[CGSize(width: 42, height: 9), CGSize(width: 57, height: 9), CGSize(width: 61, height: 9)]]))
        host.collectionView.register(PillCell.self, forCellWithReuseIdentifier: "pill")
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 50, height: 30), Rect2D(x: 60, y: 0, width: 60, height: 30),
            Rect2D(x: 130, y: 0, width: 70, height: 30),
        ])
    }

    /// A full-width cell fits its content view at the required width 300: the provider is asked with that width
    /// fixed and answers the height for it.
    @Test func aRequiredAxisKeepsTheTargetAndTheProviderSeesIt() throws {
        let layout = flowLayout(estimated: CGSize(width: 100, height: 50))
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 200), dataSource: CountingCellSource(2, identifier: "row"),
            sizeProvider: SelfSizingProvider { request in
                CGSize(width: 10, height: request.hasFixedWidth && request.targetSize.width == 300 ? 64 : 1)
            })
        host.collectionView.register(FullWidthCell.self, forCellWithReuseIdentifier: "row")
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 300, height: 64), Rect2D(x: 0, y: 74, width: 300, height: 64),
        ])
    }

    /// No provider: the cells are still asked, as on a device. PillCell answers 30 high and its estimated width
    /// 100 rounded up to tens (100): two 100 × 30 items a line, the free 100 between them, lines 30 + 10 apart
    /// (y 0, 40, 80). Two prepares (the estimates, then the accepted sizes) and each cell asked for three times:
    /// to measure in each of two rounds (the second changes nothing), then to draw.
    @Test func withoutAProviderCellsStillSizeThemselves() throws {
        let source = CountingCellSource(5, identifier: "pill")
        let host = LayoutHost(
            layout: flowLayout(estimated: CGSize(width: 100, height: 50)), viewport: CGSize(width: 300, height: 400),
            dataSource: source)
        host.collectionView.register(PillCell.self, forCellWithReuseIdentifier: "pill")
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 100, height: 30), Rect2D(x: 200, y: 0, width: 100, height: 30),
            Rect2D(x: 0, y: 40, width: 100, height: 30), Rect2D(x: 200, y: 40, width: 100, height: 30),
            Rect2D(x: 0, y: 80, width: 100, height: 30),
        ])
        #expect(host.prepareCount == 2)
        #expect(source.cellRequests == 15)
    }

    /// No provider and plain cells, which measure nothing: the estimates stay (two 100 × 50 items a line, lines
    /// 60 apart).
    @Test func withoutAProviderPlainCellsKeepTheirEstimates() throws {
        let host = LayoutHost(
            layout: flowLayout(estimated: CGSize(width: 100, height: 50)), viewport: CGSize(width: 300, height: 400),
            dataSource: CountingCellSource(3, identifier: "plain"))
        #expect(try host.resolve(at: .zero).attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 100, height: 50), Rect2D(x: 200, y: 0, width: 100, height: 50),
            Rect2D(x: 0, y: 60, width: 100, height: 50),
        ])
    }

    /// A flow layout without an estimated size does not self-size: a provider changes nothing, and the two cells
    /// are asked for only to be drawn.
    @Test func fixedSizeFlowItemsAreNotMeasured() throws {
        let layout = flowLayout(estimated: .zero)
        layout.itemSize = CGSize(width: 100, height: 50)
        let source = CountingCellSource(2)
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: source,
            sizeProvider: SelfSizingProvider { _ in CGSize(width: 10, height: 10) })
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame.width) == [100, 100])
        #expect(source.cellRequests == 2)
    }

    /// Sizes measured once stay for their index paths until the data is reloaded; a reload measures again.
    @Test func preferredSizesLastUntilTheDataIsReloaded() throws {
        let layout = flowLayout(estimated: CGSize(width: 100, height: 50))
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: TestDataSource([1]),
            sizeProvider: .sizes([[CGSize(width: 300, height: 20)]]))
        #expect(try host.resolve(at: .zero).attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 300, height: 20)])
        host.sizeProvider = nil
        #expect(try host.resolve(at: CGPoint(x: 0, y: 1)).attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 300, height: 20)])
        host.collectionView.reloadData()
        // Back to the estimate, at the start of the line: a copy of it would still fit beside it.
        #expect(try host.resolve(at: .zero).attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 100, height: 50)])
    }

    /// A layout that accepts every preferred size but never places it keeps changing: the host stops, warns, and
    /// keeps the picture.
    @Test func aLayoutThatNeverSettlesIsAWarning() throws {
        final class Stubborn: MeasuredListLayout {
            override func prepare() {
                heights = [:]
                super.prepare()
            }
        }
        let host = LayoutHost(
            layout: Stubborn(), viewport: CGSize(width: 300, height: 100), dataSource: TestDataSource([1]),
            sizeProvider: SelfSizingProvider { _ in CGSize(width: 300, height: 10) },
            options: LayoutHost.Options(maximumSelfSizingPasses: 5))
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 300, height: 44)])
        #expect(host.warnings == [.selfSizingDoesNotSettle(passes: 5, contentOffset: .zero)])
    }

    @Test func prioritiesAndFittingSizesAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(rawValue: 999))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        // Outside the host's pass a view has no content to measure: it keeps the target.
        let view = UIView(frame: .zero)
        #expect(view.systemLayoutSizeFitting(CGSize(width: 12, height: 34)) == CGSize(width: 12, height: 34))
    }

    /// The text provider sets the text in the embedded font: one line (rounded up, plus insets) when the width
    /// is free; with the width fixed just below the two words and their space, two lines; just above, one.
    @Test func textProviderMeasuresWithTheEmbeddedFont() throws {
        let font = Font.embedded
        let lineHeight = font.ascent(fontSize: 10) + font.descent(fontSize: 10) + font.lineGap(fontSize: 10)
        let oneLine = font.advanceWidth(of: "Hello world", fontSize: 10)
        let provider = SelfSizingProvider.text(fontSize: 10, insets: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)) { _ in
            "Hello world"
        }
        let free = SelfSizingRequest(indexPath: IndexPath(item: 0, section: 0), category: .cell, targetSize: CGSize(width: 50, height: 50))
        #expect(provider.size(free) == CGSize(width: oneLine.rounded(.up) + 8, height: lineHeight.rounded(.up) + 4))
        var fixed = free
        fixed.horizontalFittingPriority = .required
        fixed.targetSize.width = CGFloat(oneLine) + 8 - 0.5
        #expect(provider.size(fixed) == CGSize(width: fixed.targetSize.width, height: (2 * lineHeight).rounded(.up) + 4))
        fixed.targetSize.width = CGFloat(oneLine) + 8 + 0.5
        let height = provider.size(fixed)?.height
        #expect(height.map { Double($0) } == lineHeight.rounded(.up) + 4)
    }
}
