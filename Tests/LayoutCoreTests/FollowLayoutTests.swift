import LayoutCore
import Testing

/// Exact frames of `alignedFlow` with `follow: true`.
///
/// Common scene: viewport 200 wide, insets left/right 10 → 180 available, items 50 wide, `interitemSpacing`
/// 10, `lineSpacing` 5. Three slots fit (3 × 50 + 2 × 10 = 170; a fourth would need 230).
@Suite struct FollowLayoutTests {
    static func layout(
        heights: [Double], width: Double = 50, alignment: LineAlignment = .start,
        vertical: CrossAlignment = .top, direction: ScrollDirection = .vertical
    ) -> EngineLayout {
        layout(sizes: heights.map { (width, $0) }, alignment: alignment, vertical: vertical, direction: direction)
    }

    /// `sizes` are (along the line, across it); the horizontal layout swaps them into (height, width).
    static func layout(
        sizes: [(u: Double, v: Double)], alignment: LineAlignment = .start,
        vertical: CrossAlignment = .top, direction: ScrollDirection = .vertical
    ) -> EngineLayout {
        let isVertical = direction == .vertical
        return LayoutConfiguration(
            kind: .alignedFlow, viewport: isVertical ? Size2D(width: 200, height: 400) : Size2D(width: 400, height: 200),
            sections: [SectionConfiguration(
                items: sizes.map { isVertical ? ItemSpec(width: $0.u, height: $0.v) : ItemSpec(width: $0.v, height: $0.u) },
                inset: isVertical ? Insets(left: 10, right: 10) : Insets(top: 10, bottom: 10),
                lineSpacing: 5, interitemSpacing: 10, alignment: alignment, verticalAlignment: vertical, follow: true)],
            scrollDirection: direction
        ).compute()
    }

    /// Heights 40, 20, 30 fill the first line; the slots' bottoms are then 40, 20, 30.
    /// - item 3 (10): lowest slot 1 (20) → y 25; slot 1 ends 35.
    /// - item 4 (25): bottoms 40, 35, 30 → slot 2 → y 35; ends 60.
    /// - item 5 (15): bottoms 40, 35, 60 → slot 1 → y 40; ends 55.
    /// - item 6 (5): bottoms 40, 55, 60 → slot 0 → y 45; ends 50.
    static let heights: [Double] = [40, 20, 30, 10, 25, 15, 5]
    static let slotOfItem = [0, 1, 2, 1, 2, 1, 0]
    static let ys: [Double] = [0, 0, 0, 25, 35, 40, 45]

    /// Slot x by alignment: the first line's positions, the slots moving as a whole.
    static let slotXs: [LineAlignment: [Double]] = [
        .start: [10, 70, 130],
        // Free 180 - 170 = 10.
        .end: [20, 80, 140],
        .center: [15, 75, 135],
        // The first item is rightmost: 190 - 50, 140 - 10 - 50, 80 - 10 - 50.
        .dataEnd: [140, 80, 20],
        // The first line is not the last: gaps (180 - 150) / 2 = 15.
        .justified: [10, 75, 140],
    ]

    @Test(arguments: LineAlignment.allCases, [ScrollDirection.vertical, .horizontal])
    func laterItemsGoUnderTheShortestSlot(alignment: LineAlignment, direction: ScrollDirection) {
        let layout = Self.layout(heights: Self.heights, alignment: alignment, direction: direction)
        let xs = Self.slotXs[alignment]!
        let expected = Self.heights.indices.map { k in
            let x = xs[Self.slotOfItem[k]], y = Self.ys[k]
            return direction == .vertical ? r(x, y, 50, Self.heights[k]) : r(y, x, Self.heights[k], 50)
        }
        #expect(layout.cellFrames(section: 0) == expected)
        // The lowest item (4) ends at 60.
        #expect(layout.contentSize == (direction == .vertical ? Size2D(width: 200, height: 60) : Size2D(width: 60, height: 200)))
    }

    /// Equal bottoms go to the slot met first in data order: for `dataEnd` that is the rightmost one.
    /// Heights 30, 30, 30 then four of 10: items 3, 4, 5 take slots 0, 1, 2 at y 35 (all end 45);
    /// item 6 ties again and takes slot 0 at y 50.
    @Test(arguments: [(LineAlignment.start, [10.0, 70, 130]), (.dataEnd, [140, 80, 20])])
    func tiesGoToTheFirstSlotInDataOrder(alignment: LineAlignment, xs: [Double]) {
        let layout = Self.layout(heights: [30, 30, 30, 10, 10, 10, 10], alignment: alignment)
        #expect(layout.cellFrames(section: 0) == [
            r(xs[0], 0, 50, 30), r(xs[1], 0, 50, 30), r(xs[2], 0, 50, 30),
            r(xs[0], 35, 50, 10), r(xs[1], 35, 50, 10), r(xs[2], 35, 50, 10),
            r(xs[0], 50, 50, 10),
        ])
    }

    /// The first line is aligned across as usual; the slots' bottoms are where its items end.
    /// Heights 40, 20, 30 in a line 40 high, centred: y 0, 10, 5 → bottoms 40, 30, 35; item 3 (10) goes
    /// under slot 1 at 35. Bottom-aligned: y 0, 20, 10 → bottoms 40, 40, 40; item 3 ties into slot 0 at 45.
    @Test(arguments: [
        (CrossAlignment.center, [r(10, 0, 50, 40), r(70, 10, 50, 20), r(130, 5, 50, 30), r(70, 35, 50, 10)]),
        (.bottom, [r(10, 0, 50, 40), r(70, 20, 50, 20), r(130, 10, 50, 30), r(10, 45, 50, 10)]),
    ])
    func firstLineFollowsTheVerticalAlignment(vertical: CrossAlignment, expected: [Rect2D]) {
        #expect(Self.layout(heights: [40, 20, 30, 10], vertical: vertical).cellFrames(section: 0) == expected)
    }

    /// A section with fewer items than a line holds has only as many slots as items, and the line's free
    /// space counts them: two items use 110 of 180 → free 70.
    @Test(arguments: [
        (LineAlignment.start, [10.0, 70]),
        (.end, [80, 140]),
        // 10 + 35.
        (.center, [45, 105]),
        (.dataEnd, [140, 80]),
        // The only line is the last: padded with one copy (110 + 60 = 170 ≤ 180) → 3 slots, gap
        // (180 - 150) / 2 = 15 → the items take the first two: 10, 75.
        (.justified, [10, 75]),
    ])
    func lineThatEndsEarly(alignment: LineAlignment, xs: [Double]) {
        let layout = Self.layout(heights: [40, 20], alignment: alignment)
        #expect(layout.cellFrames(section: 0) == [r(xs[0], 0, 50, 40), r(xs[1], 0, 50, 20)])
    }

    /// The first line ends early when the next item does not fit: 50 + 10 + 50 + 10 + 150 = 270 > 180 →
    /// two slots (x 10 and 70, bottoms 30 and 20). Item 2 (150 wide) is wider than the lowest slot (50), so it
    /// starts a new block: a fresh line 5 below everything so far (30 + 5 = 35), alone (150 + 10 + 50 > 180),
    /// making one slot 150 wide. Item 3 (50 wide, narrower) hangs under it at its x, 35 + 10 + 5 = 50.
    @Test func itemWiderThanItsSlotStartsANewBlock() {
        let layout = Self.layout(sizes: [(50, 30), (50, 20), (150, 10), (50, 10)])
        #expect(layout.cellFrames(section: 0) == [r(10, 0, 50, 30), r(70, 0, 50, 20), r(10, 35, 150, 10), r(10, 50, 50, 10)])
    }

    /// Narrower items hang under a slot at its start, and the slot keeps its width for later items.
    /// `end`: slots x 20, 80, 140 (free 10), bottoms 30, 20, 40. Item 3 (30 wide) → slot 1 at y 25, ends 35;
    /// item 4 → bottoms 30, 35, 40 → slot 0 at y 35, ends 45; item 5 (50 wide) → slot 1 again at y 40.
    @Test func narrowerItemsHangAtTheSlotStart() {
        let layout = Self.layout(sizes: [(50, 30), (50, 20), (50, 40), (30, 10), (50, 10), (50, 10)], alignment: .end)
        #expect(layout.cellFrames(section: 0) == [
            r(20, 0, 50, 30), r(80, 0, 50, 20), r(140, 0, 50, 40),
            r(80, 25, 30, 10), r(20, 35, 50, 10), r(80, 40, 50, 10),
        ])
    }

    @Test func headersFootersAndSeveralSections() {
        // Section 0 (header 20, insets top 4 bottom 6): items start at 24; slots x 0 and 60 (viewport 120,
        // 50 + 10 + 50 = 110 fits, a third would not). Heights 30 and 10 are centred in a line 30 high: y 24
        // and 34, bottoms 54 and 44 → item 2 (20) under slot 1 at 44 + 5 = 49, ends 69; + 6 → footer 75…90.
        // Section 1 (sectionSpacing 8 → 98, no header, follow off): one line at 98, x 0 and 60, ends 110.
        // Section 2 is empty with a footer: 110 + 8 = 118, footer 118…128.
        let layout = LayoutConfiguration(
            kind: .alignedFlow, viewport: Size2D(width: 120, height: 400),
            sections: [
                SectionConfiguration(
                    items: [ItemSpec(width: 50, height: 30), ItemSpec(width: 50, height: 10), ItemSpec(width: 50, height: 20)],
                    header: 20, footer: 15, inset: Insets(top: 4, bottom: 6), lineSpacing: 5, interitemSpacing: 10,
                    alignment: .start, follow: true),
                SectionConfiguration(
                    items: [ItemSpec(width: 50, height: 12), ItemSpec(width: 50, height: 12)], interitemSpacing: 10,
                    sectionSpacing: 8, alignment: .start),
                SectionConfiguration(items: [], footer: 10, sectionSpacing: 8, alignment: .start, follow: true),
            ]
        ).compute()
        #expect(layout.frames(.header) == [r(0, 0, 120, 20)])
        #expect(layout.cellFrames(section: 0) == [r(0, 24, 50, 30), r(60, 34, 50, 10), r(60, 49, 50, 20)])
        #expect(layout.cellFrames(section: 1) == [r(0, 98, 50, 12), r(60, 98, 50, 12)])
        #expect(layout.frames(.footer) == [r(0, 75, 120, 15), r(0, 118, 120, 10)])
        #expect(layout.contentSize == Size2D(width: 120, height: 128))
    }
}
