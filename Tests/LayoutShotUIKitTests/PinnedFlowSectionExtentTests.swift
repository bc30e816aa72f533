import LayoutCore
import LayoutShotUIKit
import Testing

/// Pinned headers and footers of a flow layout stop at their section's items area, insets included, as the
/// engine stacked it, in both scroll directions. Two sections of two 40-point items under 20-point headers and
/// over 10-point footers, inset 5 before and 15 after the items: section 0 spans header 0…20, items 25…105,
/// footer 120…130; section 1 header 130…150, items 155…235, footer 250…260; the viewport is 100 long.
@MainActor
struct PinnedFlowSectionExtentTests {
    static func host(_ direction: UICollectionView.ScrollDirection) -> LayoutHost {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        let vertical = direction == .vertical
        layout.itemSize = vertical ? CGSize(width: 100, height: 40) : CGSize(width: 40, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 20, height: 20)
        layout.footerReferenceSize = CGSize(width: 10, height: 10)
        layout.sectionInset = vertical
            ? UIEdgeInsets(top: 5, left: 0, bottom: 15, right: 0) : UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        return LayoutHost(layout: layout, viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([2, 2]))
    }

    /// Where each pinned view of `kind` starts along the scroll axis at `offset` along it.
    static func starts(_ kind: ElementKind, _ direction: UICollectionView.ScrollDirection, offset: Double) throws
        -> [Int: Double]
    {
        let axis = AxisMapper(direction: direction == .vertical ? .vertical : .horizontal)
        let point = axis.point(u: 0, v: offset)
        let resolved = try host(direction).resolve(at: CGPoint(x: point.x, y: point.y))
        return Dictionary(uniqueKeysWithValues: resolved.attributes.filter { $0.kind == kind }.map {
            ($0.section, axis.vMin(of: $0.frame))
        })
    }

    /// At 90 header 0 sticks to the visible start (header 1 in its place); at 110 its section's items area, which
    /// ends at 120 with the inset, pushes it back to 100 (not to 85, the items' end, nor to 110, the footer's end).
    @Test(arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
    func headerStopsAtTheItemsAreaEnd(direction: UICollectionView.ScrollDirection) throws {
        #expect(try Self.starts(.header, direction, offset: 90) == [0: 90, 1: 130])
        #expect(try Self.starts(.header, direction, offset: 110) == [0: 100, 1: 130])
    }

    /// At 55 the visible end is 155: footer 0 stays in its place at 120; footer 1 would stick at 145 but stops at
    /// its section's items area start, 150 (its header's end, not the section's start 130).
    @Test(arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
    func footerStopsAtTheItemsAreaStart(direction: UICollectionView.ScrollDirection) throws {
        #expect(try Self.starts(.footer, direction, offset: 0) == [0: 90])
        #expect(try Self.starts(.footer, direction, offset: 55) == [0: 120, 1: 150])
    }
}
