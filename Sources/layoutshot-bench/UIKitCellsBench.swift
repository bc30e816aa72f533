import Foundation
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutShotUIKit

/// The cells-applied path of the UIKit host for 10,000 cells: every drawn element's cell is a registered
/// subclass made through `init(frame:)` by the data source's dequeue, whose `apply(_:)` reads a custom attributes
/// subclass and moves its anchor point (so each view's geometry is read back the slow way), beside the same
/// grid through `uikit-host-10k`'s plain cells.
@MainActor
enum UIKitCellsBench {
    /// Attributes carrying an anchor point, as wheel layouts pass one.
    final class AnchoredAttributes: UICollectionViewLayoutAttributes {
        var anchorPoint = CGPoint(x: 0.5, y: 1)

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! AnchoredAttributes
            copy.anchorPoint = anchorPoint
            return copy
        }
    }

    /// The benchmark grid, its attributes of the anchored class.
    final class AnchoredGridLayout: UIKitHostBench.GridLayout {
        override class var layoutAttributesClass: AnyClass { AnchoredAttributes.self }

        override func makeAttributes(item: Int) -> UICollectionViewLayoutAttributes {
            AnchoredAttributes(forCellWith: IndexPath(item: item, section: 0))
        }
    }

    /// A cell that puts its anchor point where the attributes say and moves its centre so that it stays put.
    final class AnchoredCell: UICollectionViewCell {
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            guard let anchored = layoutAttributes as? AnchoredAttributes else { return }
            layer.anchorPoint = anchored.anchorPoint
            center.y += (anchored.anchorPoint.y - 0.5) * bounds.height
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            UIKitHostBench.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// `{"case": "uikit-cells-10k", "items", "viewportElements", "hostMs", "contentElements", "contentHostMs"}`.
    struct Result: Encodable {
        var `case` = "uikit-cells-10k"
        let items: Int
        let viewportElements: Int
        let hostMs: BenchmarkFigure
        let contentElements: Int
        let contentHostMs: BenchmarkFigure
    }

    /// Medians of the host's time (the layout's own subtracted) for the whole content (10,000 cells made,
    /// applied and read back) and one offset.
    static func measure(runs: Int) throws(BenchFailure) -> Result {
        var elements: [Bool: Int] = [:]
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(BenchFailure) in
            for whole in [false, true] {
                let layout = AnchoredGridLayout()
                let driver = LayoutHost(layout: layout, viewport: UIKitHostBench.viewport, dataSource: Source())
                driver.collectionView.register(AnchoredCell.self, forCellWithReuseIdentifier: "cell")
                var resolved: ResolvedLayout?
                let total = Stopwatch.milliseconds {
                    resolved = whole ? try? driver.resolveContent() : try? driver.resolve(at: UIKitHostBench.offset)
                }
                guard let resolved else { throw BenchFailure(message: "the benchmark layout faulted") }
                timings.record(whole ? "contentHost" : "host", milliseconds: total - Stopwatch.milliseconds(layout.ownTime))
                elements[whole] = resolved.attributes.count
            }
        }
        return Result(
            items: UIKitHostBench.count, viewportElements: elements[false] ?? 0, hostMs: BenchmarkFigure(timings.median("host")),
            contentElements: elements[true] ?? 0, contentHostMs: BenchmarkFigure(timings.median("contentHost")))
    }
}
