import LayoutCore
import Testing

/// Group geometry worked by hand: fractions, repetition, `count:`, spacing, insets, custom frames and badges.
/// The viewport is 300 points wide unless said otherwise.
@Suite struct CompositionalGroupTests {
    /// Apple's grid: items a fifth of the width repeat to fill each row group; 7 items leave a row of 2.
    @Test func gridRepeatsSubitemsToFillTheGroup() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [C.item(.fractionalWidth(0.2), .fractionalHeight(1), insets: C.insets(2))])
        let layout = C.compute(CompositionalSection(group: group), counts: [7])
        // Group 300 × 60; each item is given 60 × 60 and its cell is that less 2 on every side.
        #expect(layout.cellFrames == [
            r(2, 2, 56, 56), r(62, 2, 56, 56), r(122, 2, 56, 56), r(182, 2, 56, 56), r(242, 2, 56, 56),
            r(2, 62, 56, 56), r(62, 62, 56, 56),
        ])
        #expect(layout.contentSize == Size2D(width: 300, height: 120))
    }

    /// `count: 2` overrides the item's width: (280 - 10) / 2 = 135 inside 10-point section insets.
    @Test func countGroupSharesTheWidthEqually() {
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(44)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CompositionalSection(group: group, contentInsets: C.insets(10), interGroupSpacing: 10)
        let layout = C.compute(section, counts: [3])
        #expect(layout.cellFrames == [r(10, 10, 135, 44), r(155, 10, 135, 44), r(10, 64, 135, 44)])
        // 10 + 44 + 10 + 44 + 10: the last group is there though half empty.
        #expect(layout.contentSize.height == 118)
    }

    /// Apple's nested-groups sample: a 0.7-wide item beside a 0.3-wide column of two, all inset by 10.
    @Test func fractionsInNestedGroupsAreOfTheEnclosingGroup() {
        let leading = C.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: C.insets(10))
        let trailing = C.item(.fractionalWidth(1), .fractionalHeight(0.3), insets: C.insets(10))
        let column = CompositionalGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: trailing, count: 2)
        let nested = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, .group(column)])
        let layout = C.compute(CompositionalSection(group: nested), counts: [4], height: 500)
        // Group 300 × 200 (0.4 of 500). Leading gets 210 × 200; the column 90 × 200 holds two 90 × 100 shares.
        #expect(layout.cellFrames == [
            r(10, 10, 190, 180), r(220, 10, 70, 80), r(220, 110, 70, 80),
            r(10, 210, 190, 180),
        ])
        #expect(layout.contentSize.height == 400)
    }

    /// A flexible inter-item spacing spreads the free 60 points over the two gaps: first flush left, last flush right.
    @Test func flexibleInterItemSpacingJustifies() {
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [C.item(.absolute(80), .absolute(50))])
        group.interItemSpacing = .flexible(0)
        let layout = C.compute(CompositionalSection(group: group), counts: [3])
        #expect(layout.cellFrames == [r(0, 0, 80, 50), r(110, 0, 80, 50), r(220, 0, 80, 50)])
    }

    /// A flexible leading edge spacing on every item gives each item an equal share (60 / 3) before it.
    @Test func flexibleLeadingEdgeSpacingSpreadsFreeSpace() {
        let spacing = CompositionalEdgeSpacing(leading: .flexible(0))
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
            subitems: [C.item(.absolute(80), .absolute(50), edgeSpacing: spacing)])
        let layout = C.compute(CompositionalSection(group: group), counts: [3])
        #expect(layout.cellFrames == [r(20, 0, 80, 50), r(120, 0, 80, 50), r(220, 0, 80, 50)])
    }

    /// Fixed edge spacing counts when deciding how many repeats fit: 5 + 80 + 5 = 90, three fit in 300.
    /// Flexible top and bottom centre a 30-point item in the 50-point row.
    @Test func fixedEdgeSpacingAndCrossAxisCentring() {
        let spacing = CompositionalEdgeSpacing(leading: .fixed(5), top: .flexible(0), trailing: .fixed(5), bottom: .flexible(0))
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
            subitems: [C.item(.absolute(80), .absolute(30), edgeSpacing: spacing)])
        let layout = C.compute(CompositionalSection(group: group), counts: [4])
        #expect(layout.cellFrames == [r(5, 10, 80, 30), r(95, 10, 80, 30), r(185, 10, 80, 30), r(5, 60, 80, 30)])
    }

    /// Insets at three levels: section (20, 10, 30, 10), group 5, item 2.
    @Test func insetsAtItemGroupAndSection() {
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(60)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1), insets: C.insets(2)), count: 2)
        group.contentInsets = C.insets(5)
        let section = CompositionalSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10))
        let layout = C.compute(section, counts: [3])
        // Group 280 × 60 at (10, 20); its content (15, 25, 270, 50) gives each item 135 × 50.
        #expect(layout.cellFrames == [r(17, 27, 131, 46), r(152, 27, 131, 46), r(17, 87, 131, 46)])
        #expect(layout.contentSize.height == 20 + 60 + 60 + 30)
    }

    /// Content insets are ignored on an estimated axis, as Apple documents.
    @Test func contentInsetsIgnoredOnEstimatedAxis() {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .estimated(50)),
            subitems: [C.item(.fractionalWidth(1), .estimated(50), insets: C.insets(4))])
        let layout = C.compute(CompositionalSection(group: group), counts: [2])
        #expect(layout.cellFrames == [r(4, 0, 292, 50), r(4, 50, 292, 50)])
    }

    /// A custom group places cells at its frames, relative to each group instance.
    @Test func customGroupFrames() {
        let group = CompositionalGroup.custom(
            layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
            items: [CompositionalGroupCustomItem(frame: r(0, 0, 100, 100)), CompositionalGroupCustomItem(frame: r(150, 20, 50, 50), zIndex: 3)])
        let layout = C.compute(CompositionalSection(group: group, interGroupSpacing: 8), counts: [3])
        #expect(layout.cellFrames == [r(0, 0, 100, 100), r(150, 20, 50, 50), r(0, 108, 100, 100)])
        #expect(layout.staticAttributes.filter { $0.kind == .cell }.map(\.zIndex) == [0, 3, 0])
    }

    /// Apple's badge: a 20 × 20 view at the cell's top-trailing corner moved by (0.3, -0.3) of its own size.
    @Test func badgeAnchoredToItemCorner() {
        let badge = CompositionalSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing], fractionalOffset: Point2D(x: 0.3, y: -0.3)))
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
            subitems: [C.item(.absolute(100), .absolute(100), supplementaryItems: [badge])])
        let layout = C.compute(CompositionalSection(group: group), counts: [2])
        let badges = layout.staticAttributes.filter { $0.kind == .supplementary }
        // Corner (100, 0) + offset (6, -6) - the badge's own top-trailing point (20, 0).
        #expect(badges.map(\.frame) == [r(86, -6, 20, 20), r(186, -6, 20, 20)])
        #expect(badges.map(\.item) == [0, 1])
        #expect(badges.allSatisfy { $0.elementKind == "badge" && $0.zIndex == 1 })
    }

    /// An anchor on one edge centres along the other axis; an explicit item anchor puts that point of the view there.
    @Test func anchorEdgesAndItemAnchor() {
        let below = CompositionalSupplementaryItem(
            layoutSize: C.size(.fractionalWidth(0.5), .absolute(10)), elementKind: "below",
            containerAnchor: CompositionalAnchor(edges: [.bottom]), itemAnchor: CompositionalAnchor(edges: [.top]))
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
            subitems: [C.item(.absolute(100), .absolute(100), supplementaryItems: [below])])
        let layout = C.compute(CompositionalSection(group: group), counts: [1])
        // Width 0.5 of the cell's 100; its top-middle at the cell's bottom-middle (50, 100).
        #expect(layout.frames(.supplementary) == [r(25, 100, 50, 10)])
    }

    /// A group's supplementary attaches to the group's frame and takes its first cell's index path; views of
    /// empty slots in the last, partly filled group are left out.
    @Test func groupSupplementariesAndPartlyFilledGroups() {
        let outline = CompositionalSupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)), elementKind: "outline",
            containerAnchor: CompositionalAnchor(edges: .all))
        let dot = CompositionalSupplementaryItem(
            layoutSize: C.size(.absolute(8), .absolute(8)), elementKind: "dot",
            containerAnchor: CompositionalAnchor(edges: [.bottom, .leading], absoluteOffset: Point2D(x: 2, y: -2)))
        var group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
            repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1), supplementaryItems: [dot]), count: 2)
        group.supplementaryItems = [outline]
        let layout = C.compute(CompositionalSection(group: group), counts: [3])
        let views = layout.staticAttributes.filter { $0.kind == .supplementary }
        // Dots: the cell's bottom-leading corner (x, 40) moved by (2, -2), less the dot's own corner (0, 8).
        // In canonical order: by item, then by kind string at one item.
        #expect(views.map(\.frame) == [
            r(2, 30, 8, 8), r(0, 0, 300, 40), r(152, 30, 8, 8),
            r(2, 70, 8, 8), r(0, 40, 300, 40),
        ])
        #expect(views.map(\.item) == [0, 0, 1, 2, 2])
        #expect(views.map { $0.elementKind ?? "" } == ["dot", "outline", "dot", "dot", "outline"])
    }
}
