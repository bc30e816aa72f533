import LayoutCore
import LayoutRender
import Testing

/// Dimension lines span exactly the gaps they measure: section insets from the section's edge to its
/// items, spacings between neighbouring cells, and the frame's size along its edges.
@Suite struct AnnotationGeometryTests {
    static func dimension(_ kind: Dimension.Kind, _ section: Int?, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Dimension {
        Dimension(kind: kind, section: section, from: Point2D(x: x0, y: y0), to: Point2D(x: x1, y: y1))
    }

    /// Flow, 200 wide: three 50-pt items fit a 168-pt line (150 + 2·8 ≤ 168), the 18 pt left over spread
    /// as two 9-pt gaps, so x = 16, 75, 134; lines at y = 30 + 12 = 42 and 42 + 40 + 10 = 92; the items end
    /// at 132, the footer starts at 132 + 14 = 146 and the content is 166 high.
    static let flow = LayoutConfiguration(
        kind: .flow, viewport: Size2D(width: 200, height: 300),
        sections: [SectionConfiguration(
            items: Array(repeating: ItemSpec(), count: 5), header: 30, footer: 20, inset: Insets(top: 12, left: 16, bottom: 14, right: 16),
            lineSpacing: 10, interitemSpacing: 8, itemSize: Size2D(width: 50, height: 40))])

    @Test func flowDimensionsSitOnTheGapsBetweenFrames() {
        let layout = Self.flow.compute()
        #expect(layout.contentSize == Size2D(width: 200, height: 166))
        let d = Self.dimension
        #expect(LayoutMeasurement.dimensions(in: .content(of: layout), measuring: layout) == [
            d(.topInset, 0, 41, 30, 41, 42), d(.bottomInset, 0, 41, 132, 41, 146),
            d(.leftInset, 0, 0, 62, 16, 62), d(.rightInset, 0, 184, 62, 200, 62),
            d(.lineSpacing, 0, 41, 82, 41, 92), d(.interitemSpacing, 0, 66, 62, 75, 62),
            d(.contentWidth, nil, 0, 166, 200, 166), d(.contentHeight, nil, 200, 0, 200, 166),
        ])
    }

    @Test func flowDimensionEndsTouchTheMeasuredFrames() {
        let layout = Self.flow.compute()
        let all = layout.attributes(at: .zero)
        let header = all.first { $0.kind == .header }!.frame, footer = all.first { $0.kind == .footer }!.frame
        let cells = all.filter { $0.kind == .cell }.map(\.frame)
        let dimensions = LayoutMeasurement.dimensions(in: .content(of: layout), measuring: layout)
        func find(_ kind: Dimension.Kind) -> Dimension { dimensions.first { $0.kind == kind }! }
        #expect(find(.topInset).from.y == header.maxY && find(.topInset).to.y == cells[0].y)
        #expect(find(.bottomInset).from.y == cells[3].maxY && find(.bottomInset).to.y == footer.y)
        #expect(find(.lineSpacing).from.y == cells[0].maxY && find(.lineSpacing).to.y == cells[3].y)
        #expect(find(.interitemSpacing).from.x == cells[0].maxX && find(.interitemSpacing).to.x == cells[1].x)
        #expect(find(.interitemSpacing).label == "9")
        #expect(find(.lineSpacing).label == "10")
    }

    /// Horizontal flow, 100 high: lines run down. Two 30-pt items fit the 88-pt line, the 28 pt left
    /// between them (y = 6 and 64); lines at x = 20 + 8 = 28 and 28 + 40 + 10 = 78; content 78 + 40 + 8 wide.
    @Test func horizontalLayoutsMeasureAlongSwappedAxes() {
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 300, height: 100),
            sections: [SectionConfiguration(
                items: Array(repeating: ItemSpec(), count: 4), header: 20, inset: Insets(top: 6, left: 8, bottom: 6, right: 8),
                lineSpacing: 10, interitemSpacing: 5, itemSize: Size2D(width: 40, height: 30))],
            scrollDirection: .horizontal
        ).compute()
        #expect(layout.contentSize == Size2D(width: 126, height: 100))
        let d = Self.dimension
        #expect(LayoutMeasurement.dimensions(in: .content(of: layout), measuring: layout) == [
            d(.leftInset, 0, 20, 21, 28, 21), d(.rightInset, 0, 118, 21, 126, 21),
            d(.topInset, 0, 48, 0, 48, 6), d(.bottomInset, 0, 48, 94, 48, 100),
            d(.lineSpacing, 0, 68, 21, 78, 21), d(.interitemSpacing, 0, 48, 36, 48, 64),
            d(.contentWidth, nil, 0, 100, 126, 100), d(.contentHeight, nil, 126, 0, 126, 100),
        ])
    }

    /// Waterfall, 2 columns of (90 − 10) / 2 = 40: section 0 holds items at y 5–35 and 39–59 (column 0)
    /// and 5–55 (column 1) and ends at 64; section 1 starts 20 later at 84, its items at 89–129, content 134.
    static let waterfall = LayoutConfiguration(
        kind: .waterfall, viewport: Size2D(width: 100, height: 100),
        sections: [
            SectionConfiguration(
                items: [ItemSpec(height: 30), ItemSpec(height: 50), ItemSpec(height: 20)], inset: Insets(top: 5, left: 5, bottom: 5, right: 5),
                lineSpacing: 4, interitemSpacing: 10),
            SectionConfiguration(
                items: [ItemSpec(height: 40), ItemSpec(height: 40)], inset: Insets(top: 5, left: 5, bottom: 5, right: 5),
                lineSpacing: 4, interitemSpacing: 10, sectionSpacing: 20),
        ])

    @Test func waterfallSectionsAndSectionSpacingOverTheWholeContent() {
        let layout = Self.waterfall.compute()
        #expect(layout.contentSize == Size2D(width: 100, height: 134))
        let d = Self.dimension
        #expect(LayoutMeasurement.dimensions(in: .content(of: layout), measuring: layout) == [
            d(.topInset, 0, 25, 0, 25, 5), d(.bottomInset, 0, 25, 59, 25, 64),
            d(.leftInset, 0, 0, 20, 5, 20), d(.rightInset, 0, 95, 30, 100, 30),
            d(.sectionSpacing, 1, 50, 64, 50, 84),
            d(.topInset, 1, 25, 84, 25, 89), d(.bottomInset, 1, 25, 129, 25, 134),
            d(.leftInset, 1, 0, 109, 5, 109), d(.rightInset, 1, 95, 109, 100, 109),
            d(.lineSpacing, 0, 25, 35, 25, 39), d(.interitemSpacing, 0, 45, 20, 55, 20),
            d(.interitemSpacing, 1, 45, 109, 55, 109),
            d(.contentWidth, nil, 0, 134, 100, 134), d(.contentHeight, nil, 100, 0, 100, 134),
        ])
    }

    @Test func aViewportFrameKeepsOnlyWhatItShowsAndMeasuresItself() {
        let layout = Self.waterfall.compute()
        let d = Self.dimension
        #expect(LayoutMeasurement.dimensions(in: .viewport(of: layout, at: Point2D(x: 0, y: 60)), measuring: layout) == [
            d(.sectionSpacing, 1, 50, 64, 50, 84),
            d(.topInset, 1, 25, 84, 25, 89), d(.bottomInset, 1, 25, 129, 25, 134),
            d(.leftInset, 1, 0, 109, 5, 109), d(.rightInset, 1, 95, 109, 100, 109),
            d(.interitemSpacing, 1, 45, 109, 55, 109),
            d(.viewportWidth, nil, 0, 160, 100, 160), d(.viewportHeight, nil, 100, 60, 100, 160),
        ])
    }

    /// Flow of 100×30 items one per line, 10 apart under a 20-pt sticky header: items at y = 20, 60, 100,
    /// 140, 180. At offset 85 the header is pinned over 85–105, hiding the gap 90–100, so the line
    /// spacing is measured at the next gap, 130–140.
    @Test func linesUnderAStickyHeaderAreLeftOut() {
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(
                items: Array(repeating: ItemSpec(), count: 6), header: 20, lineSpacing: 10, itemSize: Size2D(width: 100, height: 30))],
            pinHeaders: true
        ).compute()
        let d = Self.dimension
        #expect(LayoutMeasurement.dimensions(in: .viewport(of: layout, at: Point2D(x: 0, y: 85)), measuring: layout) == [
            d(.lineSpacing, 0, 50, 130, 50, 140),
            d(.viewportWidth, nil, 0, 185, 100, 185), d(.viewportHeight, nil, 100, 85, 100, 185),
        ])
    }

    @Test func overlappingCardsHaveNoLineSpacingToShow() {
        let layout = LayoutConfiguration(
            kind: .cards, viewport: Size2D(width: 100, height: 200),
            sections: [SectionConfiguration(items: Array(repeating: ItemSpec(), count: 3), lineSpacing: -20, itemSize: Size2D(width: 100, height: 60))]
        ).compute()
        let kinds = LayoutMeasurement.dimensions(in: .content(of: layout), measuring: layout).map(\.kind)
        #expect(kinds == [.contentWidth, .contentHeight])
    }
}
