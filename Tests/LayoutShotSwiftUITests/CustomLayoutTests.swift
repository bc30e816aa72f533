import LayoutShotSwiftUI
import Testing

/// The layouts of `CustomLayouts.swift` hosted as SwiftUI hosts them, frames worked by hand from their code.
@MainActor
struct CustomLayoutTests {
    /// 100 wide, items 40, 50, 30, 60 with 8 between: 40 and 50 fit the first line (48 + 50 = 98), 30 starts the
    /// second at y 20 + 8, and 60 fits after it (38 + 60 = 98).
    @Test func flowLayoutWrapsWhenTheNextItemDoesNotFit() throws {
        let layout = try layOut(
            FlowLayout {
                ForEach([40, 50, 30, 60], id: \.self) { width in Color.blue.frame(width: CGFloat(width), height: 20) }
            }, width: 100)
        expectFrame(layout, "FlowLayout", [0, 0, 98, 48])
        expectFrame(layout, "FlowLayout/frame[1]", [48, 0, 50, 20])
        expectFrame(layout, "FlowLayout/frame[2]", [0, 28, 30, 20])
        expectFrame(layout, "FlowLayout/frame[3]", [38, 28, 60, 20])
    }

    /// The printable value docs/swiftui.md shows: every view by path and frame, indented by depth.
    @Test func layoutPrintsEveryViewWithItsPathAndFrame() throws {
        let layout = try layOut(
            FlowLayout { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 50, height: 20) }, width: 100)
        #expect(layout.description == """
            proposal 100 × nil → 98 × 20
            FlowLayout [0, 0, 98, 20]
              FlowLayout/frame[0] [0, 0, 40, 20]
                FlowLayout/frame[0]/Color[0] [0, 0, 40, 20]
              FlowLayout/frame[1] [48, 0, 50, 20]
                FlowLayout/frame[1]/Color[0] [48, 0, 50, 20]
            """)
    }

    /// 200 × 200, four 20-point items: radius 100 − 10 = 90 from the centre, at −90°, 0°, 90°, 180°.
    @Test func radialLayoutPutsItemsOnACircle() throws {
        let layout = try layOut(
            RadialLayout {
                ForEach(0..<4) { _ in Color.orange.frame(width: 20, height: 20) }
            }, width: 200, height: 200)
        expectFrame(layout, "RadialLayout/frame[0]", [90, 0, 20, 20])
        expectFrame(layout, "RadialLayout/frame[1]", [180, 90, 20, 20])
        expectFrame(layout, "RadialLayout/frame[2]", [90, 180, 20, 20])
        expectFrame(layout, "RadialLayout/frame[3]", [0, 90, 20, 20])
    }

    /// Ideal widths 30, 60, 45 (each can grow): every cell is 60 wide, 8 apart by `ViewSpacing.distance`.
    @Test func equalWidthStackGivesEveryItemTheWidest() throws {
        let layout = try layOut(EqualWidthHStack {
            Color.red.frame(idealWidth: 30, maxWidth: .infinity, idealHeight: 20)
            Color.green.frame(idealWidth: 60, maxWidth: .infinity, idealHeight: 20)
            Color.blue.frame(idealWidth: 45, maxWidth: .infinity, idealHeight: 20)
        })
        expectFrame(layout, "EqualWidthHStack", [0, 0, 196, 20])
        expectFrame(layout, "EqualWidthHStack/frame[0]", [0, 0, 60, 20])
        expectFrame(layout, "EqualWidthHStack/frame[2]", [136, 0, 60, 20])
    }

    /// Shares 1 (the key's default), 3 and 4 of 200: 25, 75 and 100.
    @Test func layoutValueKeyReachesTheLayout() throws {
        let layout = try layOut(ShareStack {
            Color.red
            Color.green.layoutValue(key: Share.self, value: 3)
            Color.blue.layoutValue(key: Share.self, value: 4)
        }, width: 200, height: 50)
        expectFrame(layout, "ShareStack/Color[0]", [0, 0, 25, 50])
        expectFrame(layout, "ShareStack/Color[1]", [25, 0, 75, 50])
        expectFrame(layout, "ShareStack/Color[2]", [100, 0, 100, 50])
    }

    /// Two columns of 100 in 210 with 10 between; heights 100, 50, 70, 30 go to the shorter column each time.
    @Test func masonryLayoutFillsTheShortestColumnThroughItsCache() throws {
        let layout = try layOut(MasonryLayout(columns: 2, spacing: 10) {
            ForEach([100, 50, 70, 30], id: \.self) { height in Color.purple.frame(height: CGFloat(height)) }
        }, width: 210)
        expectFrame(layout, "MasonryLayout", [0, 0, 210, 140])
        expectFrame(layout, "MasonryLayout/frame[1]", [110, 0, 100, 50])
        expectFrame(layout, "MasonryLayout/frame[2]", [110, 60, 100, 70])
        expectFrame(layout, "MasonryLayout/frame[3]", [0, 110, 100, 30])
    }

    /// The column's centre guide is its first row's centre (10), so the 10-point square beside it is centred on the
    /// first row (y 5) rather than on the column's middle (y 25).
    @Test func explicitAlignmentMovesTheGuide() throws {
        let layout = try layOut(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            FirstRowCentered {
                Color.green.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 40)
            }
        })
        expectFrame(layout, "HStack", [0, 0, 50, 60])
        expectFrame(layout, "HStack/frame[0]", [0, 5, 10, 10])
        expectFrame(layout, "HStack/FirstRowCentered[1]", [10, 0, 40, 60])
        expectFrame(layout, "HStack/FirstRowCentered[1]/frame[1]", [10, 20, 40, 40])
    }

    /// `AnyLayout` switches layouts keeping the subviews; the path names the layout inside.
    @Test func anyLayoutRunsTheWrappedLayout() throws {
        let layout = try layOut(AnyLayout(VStackLayout(spacing: 0)) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        expectFrame(layout, "VStackLayout/frame[1]", [0, 10, 10, 10])
    }

    /// Proxies behave as SwiftUI's collection: slices keep their indices, index sequences pick in order.
    @Test func subviewsSliceAsACollection() throws {
        let layout = try layOut(SliceProbe {
            ForEach(0..<5) { _ in Color.red.frame(width: 10, height: 10) }
        })
        expectFrame(layout, "SliceProbe", [0, 0, 3, 2])
    }
}

/// Reports in its size what slicing its subviews gives: width the start index of `subviews[3...]`,
/// height the count of `subviews[[4, 0]]`.
struct SliceProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tail = subviews[3..<subviews.endIndex]
        let picked = subviews[[4, 0]]
        return CGSize(width: CGFloat(tail.startIndex), height: CGFloat(picked.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}
