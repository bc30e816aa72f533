import LayoutCore
import Testing

@Suite struct FlowLayoutTests {
    /// Width 320 with left and right insets 10 → 300 available; 10 between items and lines.
    func flow(_ items: [ItemSpec], itemSize: Size2D = Size2D(width: 80, height: 50), header: Double? = nil) -> EngineLayout {
        LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 320, height: 480),
            sections: [SectionConfiguration(
                items: items, header: header, inset: Insets(left: 10, right: 10), lineSpacing: 10,
                interitemSpacing: 10, itemSize: itemSize)]
        ).compute()
    }

    @Test func fullLinesSpreadFreeSpaceAndTheLastLineLinesUpWithTheColumns() {
        // 80n + 10(n-1) ≤ 300 → 3 per line; free 300 - 240 = 60 → gaps of 30: x 10, 120, 230.
        // The last line (item 6) padded with two copies holds 3 slots → x 10, like the columns above.
        let layout = flow(Array(repeating: ItemSpec(), count: 7))
        #expect(layout.cellFrames(section: 0) == [
            r(10, 0, 80, 50), r(120, 0, 80, 50), r(230, 0, 80, 50),
            r(10, 60, 80, 50), r(120, 60, 80, 50), r(230, 60, 80, 50),
            r(10, 120, 80, 50),
        ])
        #expect(layout.contentSize.height == 170)
    }

    @Test func lastLineWithTwoOfThreeSlots() {
        // Items 3 and 4 in the last line take the first two of three slots: x 10, 120.
        let layout = flow(Array(repeating: ItemSpec(), count: 5))
        #expect(Array(layout.cellFrames(section: 0)[3...]) == [r(10, 60, 80, 50), r(120, 60, 80, 50)])
    }

    @Test func loneItemIsCentredAndLinesCentreItemsVertically() {
        // 200 alone (200 + 10 + 150 > 300) and not last → centred: 10 + (300 - 200) / 2 = 60.
        // Last line 150, 50: padded with one copy of 50 (270 ≤ 300, a second would be 330) → 3 slots,
        // filled 250, gap (300 - 250) / 2 = 25 → x 10 and 185. Line height 60 → item 2 (h20) at 50 + 20.
        let layout = flow([ItemSpec(width: 200, height: 40), ItemSpec(width: 150, height: 60), ItemSpec(width: 50, height: 20)])
        #expect(layout.cellFrames(section: 0) == [r(60, 0, 200, 40), r(10, 50, 150, 60), r(185, 70, 50, 20)])
    }

    @Test func itemWiderThanTheLineTakesALineOfItsOwn() {
        // 100 alone (100 + 10 + 400 > 300) → centred at 110; 400 alone → centred at 10 + (300 - 400) / 2 = -40;
        // last 100 padded with one copy (210 ≤ 300) → 2 slots, gap 100 → x 10.
        let layout = flow([ItemSpec(width: 100, height: 30), ItemSpec(width: 400, height: 30), ItemSpec(width: 100, height: 30)])
        #expect(layout.cellFrames(section: 0) == [r(110, 0, 100, 30), r(-40, 40, 400, 30), r(10, 80, 100, 30)])
    }

    @Test func lastLineThatHoldsOneItemEvenPaddedIsCentred() {
        let layout = flow([ItemSpec(width: 200, height: 30)])
        #expect(layout.cellFrames(section: 0) == [r(60, 0, 200, 30)])
    }

    @Test func decimalWidthsThatExactlyFillALineStayOnIt() {
        // Three widths of (300 - 20) / 3, which binary floating point cannot hold exactly, still fit one line.
        let w = 280.0 / 3
        let layout = flow(Array(repeating: ItemSpec(width: w, height: 10), count: 3))
        #expect(Set(layout.cellFrames(section: 0).map(\.y)) == [0])
    }

    @Test func headerAndFooterFrameTheItems() {
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 200, height: 300),
            sections: [
                SectionConfiguration(items: [ItemSpec()], header: 30, footer: 20, inset: Insets(top: 5, bottom: 7)),
                SectionConfiguration(items: [ItemSpec()], header: 10, sectionSpacing: 4),
            ]
        ).compute()
        // Section 0: header 0..30, item at 35 — a last line padded to 4 slots of 50, so x 0 —
        // ends 85 + 7 → footer 92..112. Section 1: 112 + 4 = 116; header 116..126; item at 126.
        #expect(layout.frames(.header) == [r(0, 0, 200, 30), r(0, 116, 200, 10)])
        #expect(layout.frames(.footer) == [r(0, 92, 200, 20)])
        #expect(layout.frames(.cell) == [r(0, 35, 50, 50), r(0, 126, 50, 50)])
        #expect(layout.contentSize == Size2D(width: 200, height: 176))
    }

    @Test func horizontalFlowFillsColumnsTopToBottom() {
        // Height 120, top/bottom insets 10 → 100 available along y; items 40 × 30: 2 per column
        // (30 + 10 + 30 = 70; a third would be 110) → free 40 → y 10 and 80. Columns 40 wide, 10 apart.
        // The last column (item 4) padded with one copy holds 2 slots → y 10.
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 200, height: 120),
            sections: [SectionConfiguration(
                items: Array(repeating: ItemSpec(), count: 5), inset: Insets(top: 10, bottom: 10), lineSpacing: 10,
                interitemSpacing: 10, itemSize: Size2D(width: 40, height: 30))],
            scrollDirection: .horizontal
        ).compute()
        #expect(layout.cellFrames(section: 0) == [
            r(0, 10, 40, 30), r(0, 80, 40, 30), r(50, 10, 40, 30), r(50, 80, 40, 30), r(100, 10, 40, 30),
        ])
        #expect(layout.contentSize == Size2D(width: 140, height: 120))
    }

    @Test func aspectRatioDerivesTheMissingDimension() {
        #expect(ItemSpec(width: 90, aspectRatio: 1.5).resolvedSize(default: Size2D(width: 1, height: 1)) == Size2D(width: 90, height: 60))
        #expect(ItemSpec(height: 20, aspectRatio: 2).resolvedSize(default: Size2D(width: 1, height: 1)) == Size2D(width: 40, height: 20))
        #expect(ItemSpec(aspectRatio: 2).resolvedSize(default: Size2D(width: 50, height: 1)) == Size2D(width: 50, height: 25))
        #expect(ItemSpec(width: 7).resolvedSize(default: Size2D(width: 50, height: 9)) == Size2D(width: 7, height: 9))
    }

    @Test func maxContentWidthCentresTheContentColumn() {
        // Width 1000 capped at 600 → column at x 200; one 100-wide item per line is centred in it.
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 1000, height: 500),
            sections: [SectionConfiguration(items: [ItemSpec(width: 500, height: 10)], header: 20, inset: Insets(left: 10, right: 10))],
            maxContentWidth: 600
        ).compute()
        #expect(layout.frames(.header) == [r(200, 0, 600, 20)])
        // Available 580 from x 210; 500 alone → 210 + 40 = 250.
        #expect(layout.frames(.cell) == [r(250, 20, 500, 10)])
        #expect(layout.contentSize == Size2D(width: 1000, height: 30))
    }
}
