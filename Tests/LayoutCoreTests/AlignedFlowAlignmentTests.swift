import LayoutCore
import Testing

/// Exact frames of `alignedFlow` for every alignment × vertical alignment × scroll direction.
///
/// One scene, worked out by hand for vertical scrolling: viewport 200 wide, insets left/right 10 →
/// 180 available, `interitemSpacing` 10, `lineSpacing` 5. Items (w × h): A 60×20, B 50×40, C 40×30,
/// D 100×10, E 30×20.
/// - Line 1: A + 10 + B + 10 + C = 170 ≤ 180; adding D makes 280 → A B C, free 10, line height 40, y 0.
/// - Line 2 (last): D + 10 + E = 140, free 40, line height 20, y 40 + 5 = 45.
/// The horizontal case is the same scene with the axes swapped: widths ↔ heights, x ↔ y.
@Suite struct AlignedFlowAlignmentTests {
    static let sizes: [(w: Double, h: Double)] = [(60, 20), (50, 40), (40, 30), (100, 10), (30, 20)]

    /// x of A…E by alignment.
    static let xs: [LineAlignment: [Double]] = [
        // Packed from the inset: 10, 10 + 60 + 10, 80 + 50 + 10 | 10, 10 + 100 + 10.
        .start: [10, 80, 140, 10, 120],
        // Shifted by the free space: +10 | +40.
        .end: [20, 90, 150, 50, 160],
        // Shifted by half the free space: +5 | +20.
        .center: [15, 85, 145, 30, 140],
        // From the right edge 190 leftwards in data order: A 190 - 60, B 130 - 10 - 50, C 70 - 10 - 40 |
        // D 190 - 100, E 90 - 10 - 30.
        .dataEnd: [130, 70, 20, 90, 50],
        // Line 1: gaps (180 - 150) / 2 = 15 → 10, 85, 150. Line 2 is the last: padded with one copy of E
        // (140 + 10 + 30 = 180 fits, a second would not) → 3 slots, gaps (180 - 160) / 2 = 10 → 10, 120.
        .justified: [10, 85, 150, 10, 120],
    ]

    /// y of A…E by vertical alignment: line 1 is 40 high at 0, line 2 is 20 high at 45.
    static let ys: [CrossAlignment: [Double]] = [
        .top: [0, 0, 0, 45, 45],
        // (40 - 20) / 2, 0, (40 - 30) / 2 | 45 + (20 - 10) / 2, 45.
        .center: [10, 0, 5, 50, 45],
        // 40 - 20, 0, 40 - 30 | 45 + 20 - 10, 45.
        .bottom: [20, 0, 10, 55, 45],
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let alignment: LineAlignment
        let vertical: CrossAlignment
        let direction: ScrollDirection
        var testDescription: String { "\(alignment) \(vertical) \(direction)" }
    }

    static let cases: [Case] = LineAlignment.allCases.flatMap { a in
        CrossAlignment.allCases.flatMap { v in
            [ScrollDirection.vertical, .horizontal].map { Case(alignment: a, vertical: v, direction: $0) }
        }
    }

    @Test(arguments: cases)
    func framesMatchTheHandLayout(_ c: Case) {
        let vertical = c.direction == .vertical
        let items = Self.sizes.map { vertical ? ItemSpec(width: $0.w, height: $0.h) : ItemSpec(width: $0.h, height: $0.w) }
        let layout = LayoutConfiguration(
            kind: .alignedFlow, viewport: vertical ? Size2D(width: 200, height: 300) : Size2D(width: 300, height: 200),
            sections: [SectionConfiguration(
                items: items, inset: vertical ? Insets(left: 10, right: 10) : Insets(top: 10, bottom: 10),
                lineSpacing: 5, interitemSpacing: 10, alignment: c.alignment, verticalAlignment: c.vertical)],
            scrollDirection: c.direction
        ).compute()
        let xs = Self.xs[c.alignment]!, ys = Self.ys[c.vertical]!
        let expected = Self.sizes.indices.map { k in
            vertical
                ? r(xs[k], ys[k], Self.sizes[k].w, Self.sizes[k].h)
                : r(ys[k], xs[k], Self.sizes[k].h, Self.sizes[k].w)
        }
        #expect(layout.cellFrames(section: 0) == expected)
        #expect(layout.contentSize == (vertical ? Size2D(width: 200, height: 65) : Size2D(width: 65, height: 200)))
    }

    /// An item longer than the line takes a line of its own and overflows as CSS's unsafe alignment does.
    /// 180 available: line 1 holds the 200-wide item (free -20), line 2 the 50-wide one (free 130).
    @Test(arguments: [
        // start: both at the inset.
        (LineAlignment.start, [10.0, 10]),
        // end: 10 - 20 | 10 + 130.
        (.end, [-10, 140]),
        // center: 10 - 10 | 10 + 65.
        (.center, [0, 75]),
        // dataEnd: 190 - 200 | 190 - 50.
        (.dataEnd, [-10, 140]),
        // justified: a lone item that is not last is centred; the last line padded with two copies
        // (50 + 2 × 60 = 170 ≤ 180) has 3 slots → the item takes the first, at the inset.
        (.justified, [0, 10]),
    ])
    func itemLongerThanTheLine(alignment: LineAlignment, xs: [Double]) {
        let layout = LayoutConfiguration(
            kind: .alignedFlow, viewport: Size2D(width: 200, height: 300),
            sections: [SectionConfiguration(
                items: [ItemSpec(width: 200, height: 20), ItemSpec(width: 50, height: 20)],
                inset: Insets(left: 10, right: 10), lineSpacing: 5, interitemSpacing: 10, alignment: alignment)]
        ).compute()
        #expect(layout.cellFrames(section: 0) == [r(xs[0], 0, 200, 20), r(xs[1], 25, 50, 20)])
    }

    /// `justified` is `flow`: the same sections give the same frames under both kinds.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func justifiedIsFlow(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let sections = (0..<3).map { _ in
            SectionConfiguration(
                items: (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    ItemSpec(width: Double(Int.random(in: 1...200, using: &rng)), height: Double(Int.random(in: 1...90, using: &rng)))
                },
                header: 20, inset: Insets(top: 4, left: 8, bottom: 4, right: 8),
                lineSpacing: Double(Int.random(in: 0...12, using: &rng)), interitemSpacing: Double(Int.random(in: 0...12, using: &rng)))
        }
        let direction: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
        let viewport = Size2D(width: 320, height: 320)
        let flow = LayoutConfiguration(kind: .flow, viewport: viewport, sections: sections, scrollDirection: direction).compute()
        let aligned = LayoutConfiguration(kind: .alignedFlow, viewport: viewport, sections: sections, scrollDirection: direction).compute()
        #expect(aligned.staticAttributes == flow.staticAttributes)
        #expect(aligned.contentSize == flow.contentSize)
    }
}
