import Foundation
import LayoutShotCommandLine
import LayoutCore
import LayoutPipeline
import LayoutShotUIKit

/// A 10,000-row list written the modern way (a list layout, a cell registration configuring a
/// `UIListContentConfiguration`, a diffable data source whose cell provider calls `dequeueConfiguredReusableCell`)
/// beside the plain host of the same rows (the same list layout, a plain data source returning plain cells). Each
/// run builds the host (the diffable one applies its snapshot), then either resolves and renders the middle viewport
/// at scale 2, or resolves the whole content (every row's cell made, configured, sized and its content read).
@MainActor
enum DiffableListBench {
    static let count = 10_000
    static let viewport = CGSize(width: 390, height: 844)

    static func listLayout() -> UICollectionViewCompositionalLayout {
        .list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    /// The diffable list's host and its data source, which the caller keeps alive (the collection view holds it weakly).
    static func diffableHost() -> (LayoutHost, AnyObject) {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: listLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (LayoutHost(collectionView: view), dataSource)
    }

    /// The plain rows: one section of `count` plain cells.
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    static func plainHost() -> LayoutHost {
        LayoutHost(layout: listLayout(), viewport: viewport, dataSource: Rows())
    }

    /// `{"case": "diffable-list-10k", "rows", "viewportElements", "plainMs", "diffableMs", "ratio",
    /// "contentPlainMs", "contentDiffableMs", "contentRatio"}`: medians of the viewport (built, resolved, rendered)
    /// and of the whole content (built, resolved) for each host, and the diffable one's ratio to the plain one.
    struct Result: Encodable {
        var `case` = "diffable-list-10k"
        let rows: Int
        let viewportElements: Int
        let plainMs: BenchmarkFigure
        let diffableMs: BenchmarkFigure
        let ratio: BenchmarkFigure
        let contentPlainMs: BenchmarkFigure
        let contentDiffableMs: BenchmarkFigure
        let contentRatio: BenchmarkFigure
    }

    /// Resolves the whole content, which must be `count` rows.
    static func resolveRows(_ host: LayoutHost, _ name: String) throws(BenchFailure) {
        let rows: Int
        do {
            rows = try host.resolveContent().attributes.filter { $0.kind == .cell }.count
        } catch {
            throw BenchFailure(message: "the \(name) list faulted: \(error)")
        }
        guard rows == count else { throw BenchFailure(message: "the \(name) list resolved \(rows) rows, not \(count)") }
    }

    static func measure(runs: Int) throws(BenchFailure) -> Result {
        let height = (try? plainHost().resolve(at: .zero))?.contentSize.height ?? 0
        let middle = CGPoint(x: 0, y: ((height - Double(viewport.height)) / 2).rounded())
        var visible = 0
        let timings = try Benchmark.measure(runs: runs) { (timings) throws(BenchFailure) in
            try timings.time("plain") { () throws(BenchFailure) in
                _ = try SelfSizingBench.resolveAndRender(plainHost(), at: middle)
            }
            try timings.time("diffable") { () throws(BenchFailure) in
                let (host, dataSource) = diffableHost()
                visible = try withExtendedLifetime(dataSource) { () throws(BenchFailure) in
                    try SelfSizingBench.resolveAndRender(host, at: middle).attributes.count
                }
            }
            try timings.time("contentPlain") { () throws(BenchFailure) in try resolveRows(plainHost(), "plain") }
            try timings.time("contentDiffable") { () throws(BenchFailure) in
                let (host, dataSource) = diffableHost()
                try withExtendedLifetime(dataSource) { () throws(BenchFailure) in try resolveRows(host, "diffable") }
            }
        }
        func figure(_ name: String) -> BenchmarkFigure { BenchmarkFigure(timings.median(name)) }
        return Result(
            rows: count, viewportElements: visible, plainMs: figure("plain"), diffableMs: figure("diffable"),
            ratio: BenchmarkFigure(timings.median("diffable") / timings.median("plain")),
            contentPlainMs: figure("contentPlain"), contentDiffableMs: figure("contentDiffable"),
            contentRatio: BenchmarkFigure(timings.median("contentDiffable") / timings.median("contentPlain")))
    }
}
