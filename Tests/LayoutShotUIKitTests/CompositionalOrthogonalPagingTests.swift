import LayoutCore
import LayoutShotUIKit
import Testing

/// Paging behaviours of `SampleLayouts.orthogonal` in a 400-point-wide collection view, worked by hand: cards
/// 288 wide, 10 apart, inside 20-point insets, so the scroller's content starts them at 20, 318, 616, 914, 1212
/// and is 1212 + 288 + 20 = 1520 long, scrolling up to 1520 − 400 = 1120.
@MainActor
struct CompositionalOrthogonalPagingTests {
    static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws -> (LayoutHost, UICollectionViewCompositionalLayout) {
        let layout = try #require(SampleLayouts.orthogonal(behavior) as? UICollectionViewCompositionalLayout)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([5]))
        _ = try host.resolve(at: .zero)
        return (host, layout)
    }

    /// `paging`: pages of the scroller's 400 points, the last clamped to 1120. `groupPaging` and
    /// `continuousGroupLeadingBoundary`: each card's leading edge at the 20-point inset (start − 20), the last
    /// clamped. `groupPagingCentered`: cards start at 20 + (360 − 288) / 2 = 56 and rest centred,
    /// start + 144 − 200, up to the larger 1592 − 400 = 1192. `continuous` has no resting offsets.
    @Test(arguments: [
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.paging, [0, 400, 800, 1120] as [CGFloat]),
        (.groupPaging, [0, 298, 596, 894, 1120]),
        (.continuousGroupLeadingBoundary, [0, 298, 596, 894, 1120]),
        (.groupPagingCentered, [0, 298, 596, 894, 1192]),
        (.continuous, []),
    ])
    func restingOffsets(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, expected: [CGFloat]) throws {
        #expect(try Self.layout(behavior).1.orthogonalRestingOffsets(inSection: 0) == expected)
    }

    /// Without velocity the nearest resting offset; with one, the next from `current` in the flick's direction.
    @Test(arguments: [
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.paging, 250.0, 0.0, nil, 400.0),
        (.paging, 150, 0, nil, 0),
        (.paging, 150, 1.5, 0, 400),
        (.paging, 1000, -0.5, 1120, 800),
        (.groupPaging, 420, 0, nil, 298),
        (.groupPaging, 100, 2, 298, 596),
        (.groupPagingCentered, 1190, 0, nil, 1192),
        (.groupPagingCentered, 500, -1, 596, 298),
        (.continuous, 1500, 3, 0, 1120),
        (.continuous, 333, 0, nil, 333),
    ] as [(UICollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat, CGFloat, CGFloat?, CGFloat)])
    func targetOffsets(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, proposed: CGFloat, velocity: CGFloat, current: CGFloat?,
        target: CGFloat
    ) throws {
        let layout = try Self.layout(behavior).1
        #expect(layout.targetOrthogonalScrollOffset(inSection: 0, proposed: proposed, velocity: velocity, current: current) == target)
    }

    /// A section without orthogonal scrolling, or past the last, has no target.
    @Test func noTargetOutsideAnOrthogonalSection() throws {
        let layout = try #require(SampleLayouts.pinnedHeaders() as? UICollectionViewCompositionalLayout)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([4]))
        _ = try host.resolve(at: .zero)
        #expect(layout.targetOrthogonalScrollOffset(inSection: 0, proposed: 100) == nil)
        #expect(layout.targetOrthogonalScrollOffset(inSection: 3, proposed: 100) == nil)
        #expect(layout.orthogonalRestingOffsets(inSection: 0).isEmpty)
    }
}
