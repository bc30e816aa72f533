import LayoutCore
import Testing

@Suite struct WaterfallLayoutTests {
    /// Width 340, insets 10 → 320 available; 3 columns with 10 between → 100 wide at x 10, 120, 230.
    func threeColumnSpec() -> LayoutConfiguration {
        let inset = Insets(top: 10, left: 10, bottom: 10, right: 10)
        return LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 340, height: 600),
            sections: [
                SectionConfiguration(
                    items: heights([50, 50, 50, 30, 60, 0, 40]), header: 20, footer: 25, columns: 3, inset: inset,
                    lineSpacing: 10, interitemSpacing: 10, sectionSpacing: 5),
                SectionConfiguration(
                    items: [], header: 20, columns: 3, inset: inset, lineSpacing: 10, interitemSpacing: 10, sectionSpacing: 5),
                SectionConfiguration(
                    items: [ItemSpec(aspectRatio: 1.55), ItemSpec(height: 20)], columns: 2, inset: inset,
                    lineSpacing: 10, interitemSpacing: 10, sectionSpacing: 5),
            ])
    }

    @Test func threeColumnsWithTiesZeroHeightsEmptySectionAndPerSectionColumns() {
        let layout = threeColumnSpec().compute()
        // Section 0: items start at 20 (header) + 10 (inset) = 30.
        // 0..2 fill columns 0,1,2 at y 30 (ties → lowest index); all columns then start at 90.
        // 3 (h30) → column 0 (tie) at 90; 4 (h60) → column 1 (tie of 1 and 2) at 90;
        // 5 (h0) → column 2 at 90, next 100; 6 (h40) → column 2 (100 is the smallest) at 100.
        #expect(layout.cellFrames(section: 0) == [
            r(10, 30, 100, 50), r(120, 30, 100, 50), r(230, 30, 100, 50),
            r(10, 90, 100, 30), r(120, 90, 100, 60), r(230, 90, 100, 0), r(230, 100, 100, 40),
        ])
        // Largest item maxY 150 + inset 10 → footer at 160, cursor 185.
        // Section 1: 185 + 5 spacing = 190; header 190..210; empty items: 220 + 10 → cursor 230.
        // Section 2: 230 + 5 = 235; items at 245; 2 columns of (320 - 10) / 2 = 155; 155 / 1.55 = 100.
        #expect(layout.frames(.header) == [r(0, 0, 340, 20), r(0, 190, 340, 20)])
        #expect(layout.frames(.footer) == [r(0, 160, 340, 25)])
        #expect(layout.cellFrames(section: 2) == [r(10, 245, 155, 100), r(175, 245, 155, 20)])
        #expect(layout.contentSize == Size2D(width: 340, height: 355))
    }

    @Test(arguments: [
        (WaterfallOrder.leftToRight, [r(0, 0, 30, 10), r(35, 0, 30, 20), r(70, 0, 30, 30), r(0, 15, 30, 40)]),
        (WaterfallOrder.rightToLeft, [r(70, 0, 30, 10), r(35, 0, 30, 20), r(0, 0, 30, 30), r(70, 15, 30, 40)]),
        (WaterfallOrder.shortestFirst, [r(0, 0, 30, 10), r(35, 0, 30, 20), r(70, 0, 30, 30), r(0, 15, 30, 40)]),
    ])
    func orders(order: WaterfallOrder, expected: [Rect2D]) {
        // Width 100, 3 columns, 5 between → (100 - 10) / 3 = 30 at x 0, 35, 70; lineSpacing 5.
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(
                items: heights([10, 20, 30, 40]), columns: 3, lineSpacing: 5, interitemSpacing: 5, order: order)]
        ).compute()
        #expect(layout.cellFrames(section: 0) == expected)
    }

    @Test func shortestFirstDiffersFromLeftToRightWhenColumnsDiverge() {
        // Heights 100, 10, 10 then a fourth item: shortest-first picks column 1 (at 15), not column 0.
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: heights([100, 10, 10, 10]), columns: 3, lineSpacing: 5, interitemSpacing: 5)]
        ).compute()
        #expect(layout.cellFrames(section: 0)[3] == r(35, 15, 30, 10))
    }

    @Test func horizontalWaterfallMirrorsTheAxes() {
        // Height 100, insets 5 → 90 available; 2 rows with 10 between → 40 high at y 5 and 55.
        // Header 30 wide; items start at x 35. Widths 60, 20, 30, then aspect 2 → 40 × 2 = 80.
        // 0 → row 0 at 35 (next 100); 1 → row 1 at 35 (next 60); 2 → row 1 at 60 (next 95);
        // 3 → row 1 (95 < 100) at 95. Largest maxX 175 + 5 → footer at 180, content width 190.
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 200, height: 100),
            sections: [SectionConfiguration(
                items: [ItemSpec(width: 60), ItemSpec(width: 20), ItemSpec(width: 30), ItemSpec(aspectRatio: 2)],
                header: 30, footer: 10, columns: 2, inset: Insets(top: 5, left: 5, bottom: 5, right: 5),
                lineSpacing: 5, interitemSpacing: 10)],
            scrollDirection: .horizontal
        ).compute()
        #expect(layout.cellFrames(section: 0) == [r(35, 5, 60, 40), r(35, 55, 20, 40), r(60, 55, 30, 40), r(95, 55, 80, 40)])
        #expect(layout.frames(.header) == [r(0, 0, 30, 100)])
        #expect(layout.frames(.footer) == [r(180, 0, 10, 100)])
        #expect(layout.contentSize == Size2D(width: 190, height: 100))
    }

    @Test func itemsWithoutHeightTakeItemSizeAndIgnoreWidth() {
        let layout = LayoutConfiguration(
            kind: .waterfall, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: [ItemSpec(), ItemSpec(width: 80, height: 30)], columns: 1, itemSize: Size2D(width: 10, height: 25))]
        ).compute()
        #expect(layout.cellFrames(section: 0) == [r(0, 0, 100, 25), r(0, 25, 100, 30)])
    }
}
