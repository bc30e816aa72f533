import Foundation
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutShotUIKit

/// The UIKit host's own overhead for a 10,000-item layout object: what `LayoutHost` adds (the collection
/// view, counts, invalidation, checks, conversion, sorting) beside the spec path placing the same elements.
///
/// The layout object does as little as it can (frames made once in `prepare()`, a binary search per
/// query) and times itself, so that its own time is subtracted: what is left is the host's work.
@MainActor
enum UIKitHostBench {
    static let count = 10_000
    static let columns = 4
    static let viewport = CGSize(width: 390, height: 844)
    static let side = (390.0 - 3 * 10) / 4
    static let offset = CGPoint(x: 0, y: 40_000)

    /// A grid whose own cost is kept minimal and measured.
    class GridLayout: UICollectionViewLayout {
        var cache: [UICollectionViewLayoutAttributes] = []
        var ownTime: Duration = .zero

        override func prepare() {
            let start = ContinuousClock.now
            cache = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
                let attributes = makeAttributes(item: item)
                attributes.frame = CGRect(
                    x: Double(item % columns) * (side + 10), y: Double(item / columns) * (side + 10), width: side, height: side)
                return attributes
            }
            ownTime += ContinuousClock.now - start
        }

        /// The attributes object of `item`; subclasses use their own class.
        func makeAttributes(item: Int) -> UICollectionViewLayoutAttributes {
            UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: 390, height: Double((count + columns - 1) / columns) * (side + 10) - 10)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let start = ContinuousClock.now
            var lo = 0, hi = cache.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if cache[mid].frame.maxY < rect.minY { lo = mid + 1 } else { hi = mid }
            }
            var result: [UICollectionViewLayoutAttributes] = []
            var index = lo
            while index < cache.count, cache[index].frame.minY <= rect.maxY {
                if cache[index].frame.intersects(rect) { result.append(cache[index]) }
                index += 1
            }
            ownTime += ContinuousClock.now - start
            return result
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
    }

    /// `{"case": "uikit-host-10k", "items", "viewportElements", "hostOverheadMs", "specPathMs", "contentElements",
    /// "contentHostOverheadMs", "contentSpecPathMs"}`.
    struct Result: Encodable {
        var `case` = "uikit-host-10k"
        let items: Int
        let viewportElements: Int
        let hostOverheadMs: BenchmarkFigure
        let specPathMs: BenchmarkFigure
        let contentElements: Int
        let contentHostOverheadMs: BenchmarkFigure
        let contentSpecPathMs: BenchmarkFigure
    }

    /// Medians of the host's overhead and of the spec path (compute and resolve the same elements with the flow
    /// kind), at one offset and for the whole content.
    static func measure(runs: Int) throws(BenchFailure) -> Result {
        let configuration = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: viewport.width, height: viewport.height),
            sections: [SectionConfiguration(
                items: Array(repeating: ItemSpec(), count: count), lineSpacing: 10, interitemSpacing: 10,
                itemSize: Size2D(width: side, height: side))])
        var elements: [Bool: Int] = [:]
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(BenchFailure) in
            for whole in [false, true] {
                let layout = GridLayout()
                let driver = LayoutHost(layout: layout, viewport: viewport, dataSource: Source())
                var resolved: ResolvedLayout?
                let total = Stopwatch.milliseconds {
                    resolved = whole ? try? driver.resolveContent() : try? driver.resolve(at: offset)
                }
                guard let resolved else { throw BenchFailure(message: "the benchmark layout faulted") }
                timings.record(whole ? "contentHost" : "host", milliseconds: total - Stopwatch.milliseconds(layout.ownTime))
                elements[whole] = resolved.attributes.count
                let specResolved = timings.time(whole ? "contentSpec" : "spec") {
                    let snapshot = configuration.compute()
                    return whole ? snapshot.resolvedContent() : snapshot.resolvedViewport(at: Point2D(x: offset.x, y: offset.y))
                }
                guard specResolved.attributes.map(\.frame) == resolved.attributes.map(\.frame) else {
                    throw BenchFailure(message: "the spec path gives other frames than the layout object")
                }
            }
        }
        return Result(
            items: count, viewportElements: elements[false] ?? 0, hostOverheadMs: BenchmarkFigure(timings.median("host")),
            specPathMs: BenchmarkFigure(timings.median("spec")), contentElements: elements[true] ?? 0,
            contentHostOverheadMs: BenchmarkFigure(timings.median("contentHost")),
            contentSpecPathMs: BenchmarkFigure(timings.median("contentSpec")))
    }
}
