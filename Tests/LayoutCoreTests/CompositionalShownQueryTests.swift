import LayoutCore
import Testing

/// What a picture of a rect shows of a compositional layout: the elements meeting it on both axes, orthogonal
/// sections at their own offsets, found without visiting the cells an orthogonal scroller holds out of view.
@Suite struct CompositionalShownQueryTests {
    /// The query equals the brute force over every element at the offset, for random layouts, rects, offsets
    /// and orthogonal offsets (cells that lie past the rect across the scroll axis left out).
    @Test(arguments: CompositionalPropertyTests.seeds)
    func showingEqualsBruteForce(seed: UInt64) {
        let c = CompositionalPropertyTests.randomCase(seed: seed)
        let layout = CompositionalPropertyTests.compute(c)
        var rng = SeededGenerator(seed: seed &+ 2000)
        let content = layout.contentSize
        let int = CompositionalPropertyTests.int
        for _ in 0..<20 {
            let rect = r(
                int(-50...Int(content.width) + 50, &rng), int(-50...Int(content.height) + 50, &rng),
                int(0...300, &rng), int(0...300, &rng))
            let offset = Point2D(x: int(0...Int(content.width), &rng), y: int(0...Int(content.height), &rng))
            var orthogonal: [Int: Double] = [:]
            for s in layout.sections.indices where layout.sections[s].orthogonalScrollingBehavior != .none {
                orthogonal[s] = int(-100...400, &rng)
            }
            let all = layout.attributes(at: offset, orthogonalOffsets: orthogonal)
            #expect(layout.attributes(showing: rect, at: offset, orthogonalOffsets: orthogonal) == all.filter { $0.frame.touches(rect) })
        }
    }

    /// Hand-worked: the orthogonal section's 224-wide cells at x = 10, 244, 478 scrolled by 100 lie at −90, 144 and
    /// 378; a 300 × 600 viewport shows the first two (378 is past 300) and both cells of the plain section below.
    @Test func theViewportShowsWhatMeetsIt() {
        let layout = CompositionalOrthogonalTests.layout(.continuous)
        let shown = layout.resolvedViewport(at: .zero, orthogonalOffsets: [0: 100]).attributes.map(\.frame)
        #expect(shown == [r(-90, 0, 224, 100), r(144, 0, 224, 100), r(0, 100, 150, 40), r(150, 100, 150, 40)])
    }

    /// A continuous scroller of 100,000 cells 5 × 5 in a 200 × 100 viewport: each frame of a filmstrip across
    /// its offsets holds the at most 42 cells it shows (40 whole, one touching each edge), not the 100,000 the
    /// scroller holds.
    @Test(arguments: [0.0, 1000, 123_456.5, 499_800])
    func aFrameHoldsWhatItShows(orthogonalOffset: Double) {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: C.size(.absolute(5), .absolute(5)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrollingBehavior: .continuous)
        let layout = CompositionalLayout(section: section)
            .compute(in: CompositionalViewport(size: Size2D(width: 200, height: 100)), itemCounts: [100_000])
        let shown = layout.resolvedViewport(at: .zero, orthogonalOffsets: [0: orthogonalOffset]).attributes
        #expect((41...42).contains(shown.count))
        #expect(shown == layout.attributes(at: .zero, orthogonalOffsets: [0: orthogonalOffset]).filter { $0.frame.touches(r(0, 0, 200, 100)) })
        #expect(ComputedLayout.compositional(layout, orthogonalOffsets: [0: orthogonalOffset]).shownViewport(at: .zero).attributes == shown)
    }
}
