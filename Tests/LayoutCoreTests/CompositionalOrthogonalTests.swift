import LayoutCore
import Testing

/// Orthogonal sections worked by hand: groups 0.8 of the 280-point effective width (224 × 100), 10 apart,
/// inside leading and trailing insets of 10, in a 300-point-wide viewport.
@Suite struct CompositionalOrthogonalTests {
    static func layout(_ behavior: CompositionalOrthogonalScrollingBehavior, count: Int = 3) -> CompositionalGeometry {
        let group = CompositionalGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(0.8), .absolute(100)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let orthogonal = CompositionalSection(
            group: group, contentInsets: DirectionalEdgeInsets(leading: 10, trailing: 10), interGroupSpacing: 10,
            orthogonalScrollingBehavior: behavior)
        let plain = CompositionalSection(group: .horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        return CompositionalLayout { index, _ in index == 0 ? orthogonal : plain }
            .compute(in: CompositionalViewport(size: Size2D(width: 300, height: 600)), itemCounts: [count, 2])
    }

    /// Groups run across the scroll axis; the section is one group tall and the content does not widen.
    @Test func groupsRunAcross() {
        let layout = Self.layout(.continuous)
        #expect(layout.cellFrames == [
            r(10, 0, 224, 100), r(244, 0, 224, 100), r(478, 0, 224, 100),
            r(0, 100, 150, 40), r(150, 100, 150, 40),
        ])
        #expect(layout.contentSize == Size2D(width: 300, height: 140))
        let geometry = layout.sections[0]
        // Scroller content: 478 + 224 + the trailing inset 10.
        #expect(geometry.orthogonalContentLength == 712)
        #expect(geometry.maximumOrthogonalOffset == 412)
        #expect(layout.sections[1].orthogonalContentLength == 0)
    }

    /// At its own offset the section's cells move across; other sections do not.
    @Test func cellsMoveWithTheSectionsOwnOffset() {
        let layout = Self.layout(.continuous)
        let cells = layout.attributes(at: .zero, orthogonalOffsets: [0: 100]).filter { $0.kind == .cell }.map(\.frame)
        #expect(cells == [r(-90, 0, 224, 100), r(144, 0, 224, 100), r(378, 0, 224, 100), r(0, 100, 150, 40), r(150, 100, 150, 40)])
        let visible = layout.resolvedViewport(at: .zero, orthogonalOffsets: [0: 100]).attributes.map(\.frame)
        #expect(visible == cells.filter { $0.x < 300 })
    }

    /// The scroller holds every cell: at offset 0 the third (478...702) lies past the 300-point viewport and
    /// is still returned by a rect query (the UIKit host's), as is the whole row for any rect meeting it along
    /// the scroll axis; the ordinary section's cells are still cut by the rect across the axis. A resolved
    /// viewport, what a picture shows, leaves the third out.
    @Test func cellsPastTheViewportAreResolved() {
        let layout = Self.layout(.continuous)
        let queried = layout.attributes(in: r(0, 0, 300, 600), at: .zero, orthogonalOffsets: [:]).map(\.frame)
        #expect(queried == [r(10, 0, 224, 100), r(244, 0, 224, 100), r(478, 0, 224, 100), r(0, 100, 150, 40), r(150, 100, 150, 40)])
        let resolved = layout.resolvedViewport(at: .zero, orthogonalOffsets: [:]).attributes.map(\.frame)
        #expect(resolved == [r(10, 0, 224, 100), r(244, 0, 224, 100), r(0, 100, 150, 40), r(150, 100, 150, 40)])
        let narrow = layout.attributes(in: r(0, 50, 100, 60), at: .zero, orthogonalOffsets: [0: 412]).map(\.frame)
        #expect(narrow == [r(-402, 0, 224, 100), r(-168, 0, 224, 100), r(66, 0, 224, 100), r(0, 100, 150, 40)])
        #expect(layout.attributes(in: r(0, 141, 300, 10)).isEmpty)
    }

    /// Resting offsets: group leading edges at the inset, pages of the scroller's 300, or groups centred,
    /// clamped to the largest offset (412; 468 for the centred layout, which gains (280 - 224) / 2 on each side).
    @Test(arguments: [
        (CompositionalOrthogonalScrollingBehavior.groupPaging, [0.0, 234, 412]),
        (.continuousGroupLeadingBoundary, [0, 234, 412]),
        (.paging, [0, 300, 412]),
        (.groupPagingCentered, [0, 234, 468]),
        (.continuous, []),
    ])
    func restingOffsets(behavior: CompositionalOrthogonalScrollingBehavior, expected: [Double]) {
        #expect(Self.layout(behavior).sections[0].restingOffsets == expected)
    }

    /// The centred behaviour starts its first group centred: at 10 + 28.
    @Test func groupPagingCenteredLayout() {
        let layout = Self.layout(.groupPagingCentered)
        #expect(Array(layout.cellFrames.prefix(3)) == [r(38, 0, 224, 100), r(272, 0, 224, 100), r(506, 0, 224, 100)])
    }

    /// Snapping: the nearest resting offset without velocity, one step from `current` in the flick's direction with it.
    @Test(arguments: [
        (CompositionalOrthogonalScrollingBehavior.groupPaging, 100.0, 0.0, 0.0, 0.0),
        (.groupPaging, 200, 0, 0, 234),
        (.groupPaging, 30, 500, 0, 234),
        (.groupPaging, 400, -500, 234, 0),
        (.paging, 390, 0, 300, 412),
        (.continuousGroupLeadingBoundary, 300, 900, 0, 234),
        (.continuous, 150, 900, 0, 150),
        (.continuous, 900, 0, 0, 412),
    ])
    func snapping(behavior: CompositionalOrthogonalScrollingBehavior, proposed: Double, velocity: Double, current: Double, target: Double) {
        let layout = Self.layout(behavior)
        #expect(layout.targetOrthogonalOffset(section: 0, proposed: proposed, velocity: velocity, current: current) == target)
        #expect(layout.targetOrthogonalOffset(section: 1, proposed: proposed) == nil)
    }
}
