import LayoutCore
import LayoutShotUIKit
import LayoutSpec
import Testing

/// A random description written as a `compositional` spec decodes to the same layout the engine computes from
/// the description in code, and the same one Apple's API gives through `LayoutHost`.
@MainActor
struct CompositionalSpecAgreementTests {
    @Test(arguments: 0..<150)
    func specAPIAndEngineAgree(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        let description = CompositionalRandomDescription(using: &rng)
        let s = description.safeArea, m = description.margins
        let margins = Insets(top: s.top + m.top, left: s.left + m.left, bottom: s.bottom + m.bottom, right: s.right + m.right)
        var orthogonal: [Int: Double] = [:]
        for (index, section) in description.sections.enumerated() where section.orthogonalScrollingBehavior != .none {
            orthogonal[index] = Double(Int.random(in: 0...200, using: &rng))
        }
        let text = CompositionalSpecText.spec(description, margins: margins, orthogonalOffsets: orthogonal)
        let layout = try SpecDecoder.decode(Array(text.utf8), file: "seed\(seed).json").computeLayout()
        guard case .compositional(let fromSpec, let specOrthogonal) = layout else {
            Issue.record("seed \(seed): not a compositional layout")
            return
        }
        #expect(specOrthogonal == orthogonal)

        let viewport = CompositionalViewport(size: description.viewport, safeAreaInsets: s, layoutMargins: margins)
        let sections = description.sections
        let engine = CompositionalLayout(configuration: description.configuration) { index, _ in sections[index] }
            .compute(in: viewport, itemCounts: description.counts)

        let api = CompositionalAPIBuilder.layout(description)
        api.orthogonalScrollOffsets = orthogonal.mapValues { CGFloat($0) }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: description.viewport.width, height: description.viewport.height), collectionViewLayout: api)
        view.safeAreaInsets = UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
        view.layoutMargins = UIEdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        let dataSource = TestDataSource(description.counts)
        view.dataSource = dataSource
        let host = LayoutHost(collectionView: view, options: LayoutHost.Options(checksContentBounds: false))

        #expect(layout.contentSize == engine.contentSize, "seed \(seed)")
        let vertical = description.configuration.scrollDirection == .vertical
        let extent = vertical ? engine.contentSize.height : engine.contentSize.width
        for along in [0, extent / 3, max(0, extent - (vertical ? viewport.size.height : viewport.size.width))] {
            let offset = vertical ? Point2D(x: 0, y: along) : Point2D(x: along, y: 0)
            let rect = Rect2D(origin: offset, size: viewport.size)
            #expect(
                layout.attributes(in: rect, at: offset) == engine.attributes(in: rect, at: offset, orthogonalOffsets: orthogonal),
                "seed \(seed) offset \(along)")
            let resolved = try host.resolve(at: CGPoint(x: offset.x, y: offset.y))
            let fromSpecNamed = fromSpec.attributesNamingEveryKind(in: rect, at: offset, orthogonalOffsets: specOrthogonal)
            #expect(
                resolved.attributes.map(CompositionalAPIAgreementTests.key).sorted()
                    == fromSpecNamed.map(CompositionalAPIAgreementTests.key).sorted(),
                "seed \(seed) offset \(along)")
        }
    }
}
