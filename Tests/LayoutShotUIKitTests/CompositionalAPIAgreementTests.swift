import LayoutCore
import LayoutShotUIKit
import Testing

/// The Swift API through `LayoutHost` gives exactly the engine's elements for the same random description,
/// at several content offsets and orthogonal offsets.
@MainActor
struct CompositionalAPIAgreementTests {
    /// An element as both sides can state it: the host names a header of a custom kind a supplementary view.
    static func key(_ a: LayoutAttributes) -> String {
        let category = switch a.kind {
        case .cell: "cell"
        case .decoration: "decoration"
        case .header, .footer, .supplementary: "supplementary"
        }
        return "\(category) \(a.section).\(a.item) \(a.elementKind ?? "-") \(a.frame) z\(a.zIndex)"
    }

    @Test(arguments: 0..<150)
    func apiAndEngineAgree(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9)
        let description = CompositionalRandomDescription(using: &rng)
        let layout = CompositionalAPIBuilder.layout(description)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: description.viewport.width, height: description.viewport.height), collectionViewLayout: layout)
        let s = description.safeArea, m = description.margins
        view.safeAreaInsets = UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
        view.layoutMargins = UIEdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        let dataSource = TestDataSource(description.counts)
        view.dataSource = dataSource
        let host = LayoutHost(collectionView: view, options: LayoutHost.Options(checksContentBounds: false))

        // The layout's documented viewport: margins are the view's, beside the safe area.
        let viewport = CompositionalViewport(
            size: description.viewport, safeAreaInsets: s,
            layoutMargins: Insets(top: s.top + m.top, left: s.left + m.left, bottom: s.bottom + m.bottom, right: s.right + m.right))
        let sections = description.sections
        let engine = CompositionalLayout(configuration: description.configuration) { index, _ in sections[index] }
            .compute(in: viewport, itemCounts: description.counts)

        let vertical = description.configuration.scrollDirection == .vertical
        let extent = vertical ? engine.contentSize.height : engine.contentSize.width
        for along in [0, extent / 3, max(0, extent - (vertical ? viewport.size.height : viewport.size.width))] {
            var orthogonal: [Int: Double] = [:]
            for (index, section) in engine.sections.enumerated() where section.orthogonalScrollingBehavior != .none {
                orthogonal[index] = Double(Int.random(in: 0...200, using: &rng))
            }
            layout.orthogonalScrollOffsets = orthogonal.mapValues { CGFloat($0) }
            let offset = vertical ? Point2D(x: 0, y: along) : Point2D(x: along, y: 0)
            let resolved = try host.resolve(at: CGPoint(x: offset.x, y: offset.y))
            let expected = engine.attributesNamingEveryKind(
                in: Rect2D(origin: offset, size: viewport.size), at: offset, orthogonalOffsets: orthogonal)
            #expect(resolved.contentSize == engine.contentSize)
            #expect(resolved.attributes.map(Self.key).sorted() == expected.map(Self.key).sorted(), "seed \(seed) offset \(along)")
        }
    }
}
