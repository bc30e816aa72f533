import LayoutCore
import Testing

/// Estimated dimensions with measured sizes, worked by hand in a 300 × 600 vertical viewport.
@Suite struct CompositionalMeasuredSizesTests {
    static func compute(
        _ section: CompositionalSection, count: Int, cells: [Int: Size2D] = [:], boundary: [String: [Int: Size2D]] = [:]
    ) -> CompositionalGeometry {
        CompositionalLayout(section: section).compute(
            in: CompositionalViewport(size: Size2D(width: 300, height: 600)), itemCounts: [count],
            measured: CompositionalMeasuredSizes(cells: [0: cells], boundarySupplementaries: boundary))
    }

    static func rows(spacing: Double = 10) -> CompositionalSection {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)), subitems: [C.item(.fractionalWidth(1), .estimated(44))])
        return CompositionalSection(group: group, interGroupSpacing: spacing)
    }

    /// List rows estimated at 44 take their measured heights 30, 80, 50 and stack 10 apart; the fourth row,
    /// not measured (off screen on a device), keeps its estimate: 0, 40, 130, 190, content 234.
    @Test func rowsTakeTheirMeasuredHeights() {
        let sizes = [0: Size2D(width: 300, height: 30), 1: Size2D(width: 300, height: 80), 2: Size2D(width: 300, height: 50)]
        let layout = Self.compute(Self.rows(), count: 4, cells: sizes)
        #expect(layout.cellFrames == [r(0, 0, 300, 30), r(0, 40, 300, 80), r(0, 130, 300, 50), r(0, 190, 300, 44)])
        #expect(layout.contentSize == Size2D(width: 300, height: 234))
    }

    /// Only an estimated axis takes the measurement: the width stays the group's full 300 even when the cell
    /// reports 120.
    @Test func aFixedAxisKeepsTheLayoutsLength() {
        let layout = Self.compute(Self.rows(), count: 1, cells: [0: Size2D(width: 120, height: 70)])
        #expect(layout.cellFrames == [r(0, 0, 300, 70)])
    }

    /// Tags: 30-high rows across the full width, items of estimated width 50 with 8 between them and 8 between
    /// rows. Measured 100, 150, 120, 60, 200: 100 + 8 + 150 = 258 leaves no room for 8 + 120, so the first row
    /// holds two; 120 + 8 + 60 = 188 and 8 + 200 more would be 396, so the second holds two; the third holds 200.
    /// Unmeasured, five tags of 50 would share one row (5 × 50 + 4 × 8 = 282).
    @Test func estimatedWidthsWrapLikeTags() {
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), subitems: [C.item(.estimated(50), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(8)
        let section = CompositionalSection(group: group, interGroupSpacing: 8)
        let widths = [100.0, 150, 120, 60, 200]
        let sizes = Dictionary(uniqueKeysWithValues: widths.enumerated().map { ($0, Size2D(width: $1, height: 18)) })
        let layout = Self.compute(section, count: 5, cells: sizes)
        #expect(layout.cellFrames == [
            r(0, 0, 100, 30), r(108, 0, 150, 30), r(0, 38, 120, 30), r(128, 38, 60, 30), r(0, 76, 200, 30),
        ])
        #expect(layout.contentSize.height == 106)
        #expect(Self.compute(section, count: 5).cellFrames.map(\.y) == [0, 0, 0, 0, 0])
    }

    /// Three columns of `uniformAcrossSiblings` height: measured 40, 90, 60 make the whole first row 90 high;
    /// in the second row 20, 30 and the unmeasured estimate 50 make it 50.
    @Test func uniformSiblingsShareTheTallestHeight() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(50)),
            subitems: [C.item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 50))])
        let heights = [40.0, 90, 60, 20, 30]
        let sizes = Dictionary(uniqueKeysWithValues: heights.enumerated().map { ($0, Size2D(width: 100, height: $1)) })
        let layout = Self.compute(CompositionalSection(group: group), count: 6, cells: sizes)
        #expect(layout.cellFrames == [
            r(0, 0, 100, 90), r(100, 0, 100, 90), r(200, 0, 100, 90),
            r(0, 90, 100, 50), r(100, 90, 100, 50), r(200, 90, 100, 50),
        ])
    }

    /// Two columns, each a vertical group of two rows estimated at 50 in an estimated-height row: the left column
    /// measures 30 + 70 = 100, the right 20 + 20 = 40; the row is as tall as its taller column, 100, and the
    /// right column does not repeat its rows to fill it, so the next row starts with item 4 at 100.
    @Test func nestedColumnsOfMeasuredRows() {
        let column = CompositionalGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.5), .estimated(100)),
            subitems: [C.item(.fractionalWidth(1), .estimated(50)), C.item(.fractionalWidth(1), .estimated(50))])
        let row = CompositionalGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .estimated(100)), subitems: [.group(column)])
        let heights = [30.0, 70, 20, 20]
        let sizes = Dictionary(uniqueKeysWithValues: heights.enumerated().map { ($0, Size2D(width: 150, height: $1)) })
        let layout = Self.compute(CompositionalSection(group: row), count: 5, cells: sizes)
        #expect(layout.cellFrames == [
            r(0, 0, 150, 30), r(0, 30, 150, 70), r(150, 0, 150, 20), r(150, 20, 150, 20), r(0, 100, 150, 50),
        ])
    }

    /// A section header estimated at 44 that measures 60 pushes the 50-point rows down by 60.
    @Test func anEstimatedHeaderTakesItsMeasuredHeight() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        let section = CompositionalSection(group: group, boundarySupplementaryItems: [header])
        let layout = Self.compute(section, count: 2, boundary: ["header": [0: Size2D(width: 200, height: 60)]])
        #expect(layout.frames(.header) == [r(0, 0, 300, 60)])
        #expect(layout.cellFrames == [r(0, 60, 300, 50), r(0, 110, 300, 50)])
        #expect(layout.selfSizingAxes(elementKind: "header", section: 0, item: 0) == .height)
        #expect(layout.selfSizingAxes(elementKind: nil, section: 0, item: 1) == [])
    }

    /// A row of chips scrolling sideways, each group as wide as its one chip (estimated 100): measured 80 and 150,
    /// the third unmeasured, 10 apart. Groups start at 0, 90, 250; the scroller's content is 350 long, and
    /// centred paging rests each group's middle in the 300-point scroller's.
    @Test func orthogonalGroupsAsWideAsTheirMeasuredChips() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.estimated(100), .absolute(40)), subitems: [C.item(.estimated(100), .fractionalHeight(1))])
        var section = CompositionalSection(group: group, interGroupSpacing: 10)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let sizes = [0: Size2D(width: 80, height: 10), 1: Size2D(width: 150, height: 10)]
        let layout = Self.compute(section, count: 3, cells: sizes)
        let geometry = layout.sections[0]
        #expect(geometry.groupLengths == [80, 150, 100])
        // Centred paging insets the first group by (300 - 80) / 2 = 110.
        #expect(geometry.groupStarts == [110, 200, 360])
        #expect(layout.cellFrames == [r(110, 0, 80, 40), r(200, 0, 150, 40), r(360, 0, 100, 40)])
        #expect(layout.selfSizingAxes(elementKind: nil, section: 0, item: 2) == .width)
    }

    /// Rows estimated at 100 holding items estimated at 44: only the second row's item is measured (30), so
    /// only that row fits its content (30 high, at 110); the others keep the group's estimate of 100.
    @Test func unmeasuredGroupsKeepTheirEstimate() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(100)), subitems: [C.item(.fractionalWidth(1), .estimated(44))])
        let layout = Self.compute(
            CompositionalSection(group: group, interGroupSpacing: 10), count: 3, cells: [1: Size2D(width: 300, height: 30)])
        #expect(layout.cellFrames == [r(0, 0, 300, 44), r(0, 110, 300, 30), r(0, 150, 300, 44)])
        #expect(layout.contentSize.height == 250)
    }

    /// Which views self-size, looked up for every element of two sections: even items have an estimated width,
    /// odd ones fixed sizes (120-point groups of two), headers an estimated height, footers none; nothing answers
    /// for what does not exist.
    @Test func selfSizingAxesNameEachElementsEstimatedAxes() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.absolute(120), .absolute(40)),
            subitems: [C.item(.estimated(60), .fractionalHeight(1)), C.item(.absolute(60), .fractionalHeight(1))])
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .estimated(30)), elementKind: "header", alignment: .top)
        let footer = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom)
        let layout = CompositionalLayout(section: CompositionalSection(group: group, boundarySupplementaryItems: [header, footer]))
            .compute(in: CompositionalViewport(size: Size2D(width: 300, height: 600)), itemCounts: [5, 7])
        for (section, count) in [(0, 5), (1, 7)] {
            for item in 0..<count {
                #expect(layout.selfSizingAxes(elementKind: nil, section: section, item: item) == (item % 2 == 0 ? .width : []))
            }
            #expect(layout.selfSizingAxes(elementKind: nil, section: section, item: count) == [])
            #expect(layout.selfSizingAxes(elementKind: "header", section: section, item: 0) == .height)
            #expect(layout.selfSizingAxes(elementKind: "footer", section: section, item: 0) == [])
        }
        #expect(layout.selfSizingAxes(elementKind: "header", section: 2, item: 0) == [])
        #expect(layout.selfSizingAxes(elementKind: "badge", section: 0, item: 0) == [])
    }

    /// The same description with no measurements lays every estimate out at its value, as before measuring.
    @Test func withoutMeasurementsEstimatesStay() {
        let layout = Self.compute(Self.rows(), count: 3)
        #expect(layout.cellFrames == [r(0, 0, 300, 44), r(0, 54, 300, 44), r(0, 108, 300, 44)])
    }
}
