import Foundation
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutShotUIKit

/// A 10,000-item self-sizing layout (flow, or compositional) against the same layout with fixed sizes: tags
/// whose size is their text set in the embedded font. Each run builds a host, resolves the viewport in the middle of the content
/// and renders it at scale 2; the self-sizing layout starts from an estimate and sizes, as a device does, the
/// cells that become visible (the pass repeats until what is visible is measured), the fixed one gets every
/// size from its delegate up front (measured before the clock starts).
@MainActor
enum SelfSizingBench {
    static let count = 10_000
    static let viewport = CGSize(width: 390, height: 844)
    static let words = ["swift", "layout", "cell", "collection", "view", "estimate", "size", "tag", "flow", "snapshot"]
    static let provider = SelfSizingProvider.text(fontSize: 15, insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)) {
        text(of: $0.indexPath.item)
    }

    /// One to three words, the same for an item in every run.
    static func text(of item: Int) -> String {
        (0...(item % 3)).map { words[(item * 7 + $0 * 3) % words.count] }.joined(separator: " ")
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
    }

    /// The fixed-size layout's delegate: every tag's measured size, known before layout.
    final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
        let sizes: [CGSize]

        init(_ sizes: [CGSize]) {
            self.sizes = sizes
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { sizes[indexPath.item] }
    }

    static func flowLayout(estimated: Bool) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if estimated { layout.estimatedItemSize = CGSize(width: 120, height: 36) }
        return layout
    }

    /// Resolves and renders the viewport at `offset`.
    static func resolveAndRender(_ host: LayoutHost, at offset: CGPoint) throws(BenchFailure) -> ResolvedLayout {
        guard let resolved = try? host.resolve(at: offset) else { throw BenchFailure(message: "the self-sizing benchmark layout faulted") }
        let picture = try? LayoutPicture.picture(of: LayoutPicture.frames(of: [resolved]), scale: 2)
        precondition(picture?.bitmap().width == Int(viewport.width * 2))
        return resolved
    }

    /// `{"case": "self-sizing-10k", ...}`: medians of building, resolving and rendering the middle viewport with
    /// fixed sizes and with self-sizing cells, their ratio, and what the self-sizing run did.
    static func measure(runs: Int) throws(BenchFailure) -> Result {
        let sizes = (0..<count).map { item in
            provider.size(SelfSizingRequest(
                indexPath: IndexPath(item: item, section: 0), category: .cell, targetSize: CGSize(width: 120, height: 36)))
                ?? .zero
        }
        let delegate = Sizes(sizes)
        return try compare(
            name: "self-sizing-10k", runs: runs,
            fixed: { LayoutHost(layout: flowLayout(estimated: false), viewport: viewport, dataSource: Source(), delegate: delegate) },
            selfSizing: { LayoutHost(layout: flowLayout(estimated: true), viewport: viewport, dataSource: Source(), sizeProvider: provider) })
    }

    /// Tags in a compositional layout, the documented recipe: full-width rows 36 high, items of estimated width
    /// 8 apart; the fixed layout gives every item the estimate's width as an absolute one.
    static func compositionalLayout(estimated: Bool) -> UICollectionViewCompositionalLayout {
        let width: NSCollectionLayoutDimension = estimated ? .estimated(120) : .absolute(120)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// `{"case": "self-sizing-compositional-10k", ...}`: the same comparison for compositional tags.
    static func measureCompositional(runs: Int) throws(BenchFailure) -> Result {
        try compare(
            name: "self-sizing-compositional-10k", runs: runs,
            fixed: { LayoutHost(layout: compositionalLayout(estimated: false), viewport: viewport, dataSource: Source()) },
            selfSizing: {
                LayoutHost(layout: compositionalLayout(estimated: true), viewport: viewport, dataSource: Source(), sizeProvider: provider)
            })
    }

    /// `{"case", "items", "viewportElements", "fixedMs", "selfSizingMs", "ratio", "selfSizingPrepares"}`.
    struct Result: Encodable {
        let `case`: String
        let items: Int
        let viewportElements: Int
        let fixedMs: BenchmarkFigure
        let selfSizingMs: BenchmarkFigure
        let ratio: BenchmarkFigure
        let selfSizingPrepares: Int
    }

    /// Medians of building a host, resolving and rendering the viewport in the middle of the fixed layout's content.
    private static func compare(
        name: String, runs: Int, fixed: () -> LayoutHost, selfSizing: () -> LayoutHost
    ) throws(BenchFailure) -> Result {
        let height = (try? fixed().resolve(at: .zero))?.contentSize.height ?? 0
        let middle = CGPoint(x: 0, y: ((height - Double(viewport.height)) / 2).rounded())
        var prepares = 0, visible = 0
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(BenchFailure) in
            try timings.time("fixed") { () throws(BenchFailure) in _ = try resolveAndRender(fixed(), at: middle) }
            try timings.time("selfSizing") { () throws(BenchFailure) in
                let host = selfSizing()
                visible = try resolveAndRender(host, at: middle).attributes.count
                prepares = host.prepareCount
            }
        }
        let fixedMedian = timings.median("fixed"), selfSizingMedian = timings.median("selfSizing")
        return Result(
            case: name, items: count, viewportElements: visible, fixedMs: BenchmarkFigure(fixedMedian),
            selfSizingMs: BenchmarkFigure(selfSizingMedian), ratio: BenchmarkFigure(selfSizingMedian / fixedMedian),
            selfSizingPrepares: prepares)
    }
}
