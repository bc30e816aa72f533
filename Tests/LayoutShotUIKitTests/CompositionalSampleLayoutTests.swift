import LayoutCore
import LayoutShotUIKit
import Testing

/// The sample layouts of `CompositionalSampleLayouts.swift` through `LayoutHost`, frames worked out by hand
/// for a 400 × 800 collection view without safe area.
@MainActor
struct CompositionalSampleLayoutTests {
    /// A host for `layout` over `counts` items per section.
    static func host(_ layout: UICollectionViewLayout, _ counts: [Int], viewport: CGSize = CGSize(width: 400, height: 800)) -> LayoutHost {
        LayoutHost(layout: layout, viewport: viewport, dataSource: TestDataSource(counts))
    }

    /// The frames of `resolved` by element: "cell 0.7", "badge-element-kind 0.4", "header 1.0" (UIKit's header kind), ….
    static func frames(_ resolved: ResolvedLayout) -> [String: Rect2D] {
        Dictionary(uniqueKeysWithValues: resolved.attributes.map { ("\($0.elementKind ?? "\($0.kind)") \($0.section).\($0.item)", $0.frame) })
    }

    @Test func gridRowsOfFiveInsetCells() throws {
        let resolved = try Self.host(SampleLayouts.grid(), [12]).resolveContent()
        // Cells are 400 / 5 = 80 square, inset by 2: item 7 is row 1, column 2; item 11 row 2, column 1.
        let frames = Self.frames(resolved)
        #expect(frames["cell 0.7"] == Rect2D(x: 162, y: 82, width: 76, height: 76))
        #expect(frames["cell 0.11"] == Rect2D(x: 82, y: 162, width: 76, height: 76))
        #expect(resolved.contentSize == Size2D(width: 400, height: 240))
        #expect(resolved.attributes.count == 12)
    }

    @Test func twoColumnsShareTheGroupWidth() throws {
        let resolved = try Self.host(SampleLayouts.twoColumns(), [5]).resolveContent()
        // Inside the 10-point insets the group is 380 wide; two cells and a 10-point gap: (380 − 10) / 2 = 185.
        let frames = Self.frames(resolved)
        #expect(frames["cell 0.0"] == Rect2D(x: 10, y: 10, width: 185, height: 44))
        #expect(frames["cell 0.1"] == Rect2D(x: 205, y: 10, width: 185, height: 44))
        #expect(frames["cell 0.4"] == Rect2D(x: 10, y: 118, width: 185, height: 44))
        // Three rows: 10 + 3 × 44 + 2 × 10 + 10.
        #expect(resolved.contentSize == Size2D(width: 400, height: 172))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let layout = SampleLayouts.twoColumns()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        view.traitOverrides.layoutDirection = .rightToLeft
        let dataSource = TestDataSource([5])
        view.dataSource = dataSource
        let frames = Self.frames(try LayoutHost(collectionView: view).resolveContent())
        // Item 0 is the leading cell: at the right, 400 − 10 − 185.
        #expect(frames["cell 0.0"] == Rect2D(x: 205, y: 10, width: 185, height: 44))
        #expect(frames["cell 0.1"] == Rect2D(x: 10, y: 10, width: 185, height: 44))
    }

    @Test func nestedGroupsTakeFractionsOfTheirEnclosingGroup() throws {
        let resolved = try Self.host(SampleLayouts.nestedGroups(), [5]).resolveContent()
        // The outer group is 400 × 0.4 · 800 = 320; the leading cell 0.7 of its width, the column 0.3 of it,
        // the column's cells half of the column's height.
        let frames = Self.frames(resolved)
        #expect(frames["cell 0.0"] == Rect2D(x: 0, y: 0, width: 280, height: 320))
        #expect(frames["cell 0.1"] == Rect2D(x: 280, y: 0, width: 120, height: 160))
        #expect(frames["cell 0.2"] == Rect2D(x: 280, y: 160, width: 120, height: 160))
        #expect(frames["cell 0.3"] == Rect2D(x: 0, y: 320, width: 280, height: 320))
        #expect(frames["cell 0.4"] == Rect2D(x: 280, y: 320, width: 120, height: 160))
        #expect(resolved.contentSize == Size2D(width: 400, height: 640))
    }

    @Test func orthogonalSectionsScrollOnTheirOwnAtANamedOffset() throws {
        let layout = SampleLayouts.orthogonal(.groupPaging)
        let host = Self.host(layout, [5, 5])
        // Cards are 0.8 × (400 − 2 × 20) = 288 wide, one per 288 + 10 = 298 points, from x = 20.
        let atRest = Self.frames(try host.resolve(at: .zero))
        #expect(atRest["cell 0.0"] == Rect2D(x: 20, y: 0, width: 288, height: 100))
        #expect(atRest["cell 0.1"] == Rect2D(x: 318, y: 0, width: 288, height: 100))
        // The scroller holds every card, those past the 400-point bounds too.
        #expect(atRest["cell 0.2"] == Rect2D(x: 616, y: 0, width: 288, height: 100))
        #expect(atRest["cell 0.4"] == Rect2D(x: 1212, y: 0, width: 288, height: 100))
        // Section 1 starts after section 0's 100 points and the 20-point inter-section spacing.
        #expect(atRest["cell 1.0"] == Rect2D(x: 20, y: 120, width: 288, height: 100))
        let compositional = try #require(layout as? UICollectionViewCompositionalLayout)
        compositional.orthogonalScrollOffsets = [0: 298]
        let paged = Self.frames(try host.resolve(at: CGPoint(x: 0, y: 1)))
        #expect(paged["cell 0.0"] == Rect2D(x: -278, y: 0, width: 288, height: 100))
        #expect(paged["cell 0.1"] == Rect2D(x: 20, y: 0, width: 288, height: 100))
        #expect(paged["cell 0.2"] == Rect2D(x: 318, y: 0, width: 288, height: 100))
        #expect(paged["cell 1.0"] == Rect2D(x: 20, y: 120, width: 288, height: 100))
        #expect(try host.resolve(at: .zero).contentSize == Size2D(width: 400, height: 220))
    }

    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging])
    func pagingIsTheSectionsNotTheCollectionViews(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let host = Self.host(SampleLayouts.orthogonal(behavior), [5, 5])
        let target = try host.targetContentOffset(proposed: CGPoint(x: 0, y: 57), velocity: CGPoint(x: 0, y: 2))
        #expect(target == CGPoint(x: 0, y: 57))
        #expect(Self.frames(try host.resolve(at: .zero))["cell 0.0"] == Rect2D(x: 20, y: 0, width: 288, height: 100))
    }

    @Test func groupPagingCenteredCentresTheFirstGroup() throws {
        let resolved = try Self.host(SampleLayouts.orthogonal(.groupPagingCentered), [5]).resolve(at: .zero)
        // The 288-point card is centred in the 360 points between the insets: 20 + (360 − 288) / 2 = 56.
        #expect(Self.frames(resolved)["cell 0.0"] == Rect2D(x: 56, y: 0, width: 288, height: 100))
    }

    /// Under a 20-point safe area and a 10-point content inset the header sticks 30 below the bounds' top,
    /// still stopping at its section's end (230 − 30 = 200); section 1's header is then in its place.
    @Test(arguments: [(100.0, [0: 130.0]), (190, [0: 200, 1: 230]), (0, [0: 30])] as [(Double, [Int: Double])])
    func pinnedHeadersStayInsideTheAdjustedContentInset(offset: Double, expected: [Int: Double]) throws {
        let host = Self.host(SampleLayouts.pinnedHeaders(), [4, 4], viewport: CGSize(width: 400, height: 100))
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let resolved = try host.resolve(at: CGPoint(x: 0, y: offset))
        let headers = resolved.attributes.filter { $0.elementKind == SampleKind.header }
        #expect(Dictionary(uniqueKeysWithValues: headers.map { ($0.section, $0.frame.y) }) == expected)
    }

    @Test(arguments: [
        // Offset 100: header 0 pinned at the top. 210: pushed up to the section's end 230 − 30; header 1 in place.
        // 300: section 0 is gone, header 1 pinned.
        (100.0, [0: 100.0]), (210, [0: 200, 1: 230]), (300, [1: 300]), (0, [0: 0]),
    ] as [(Double, [Int: Double])])
    func pinnedHeadersFollowTheBounds(offset: Double, expected: [Int: Double]) throws {
        let host = Self.host(SampleLayouts.pinnedHeaders(), [4, 4], viewport: CGSize(width: 400, height: 100))
        let resolved = try host.resolve(at: CGPoint(x: 0, y: offset))
        let headers = resolved.attributes.filter { $0.elementKind == SampleKind.header }
        #expect(Dictionary(uniqueKeysWithValues: headers.map { ($0.section, $0.frame.y) }) == expected)
        #expect(headers.allSatisfy { $0.zIndex == 2 && $0.frame.width == 400 && $0.frame.height == 30 })
    }

    @Test func scrollingUnderPinnedHeadersKeepsTheSections() throws {
        var calls = 0
        let layout = UICollectionViewCompositionalLayout { _, environment in
            calls += 1
            return SampleLayouts.pinnedHeaderSection()
        }
        let host = Self.host(layout, [4, 4], viewport: CGSize(width: 400, height: 100))
        _ = try host.resolve(offsets: [.zero, CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)])
        // The section provider ran once per section in the first prepare; scrolls only moved the headers.
        #expect(calls == 2)
        #expect(host.prepareCount == 3)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 100)))
    }

    @Test func anExplicitInvalidationAsksTheProviderAgain() throws {
        var height: CGFloat = 50
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = SampleLayouts.pinnedHeaderSection()
            section.interGroupSpacing = height - 50
            return section
        }
        let host = Self.host(layout, [4, 4], viewport: CGSize(width: 400, height: 100))
        _ = try host.resolve(at: .zero)
        // Asked about a scroll that then does not happen, the layout must not keep stale geometry later.
        _ = layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 400, height: 100))
        height = 60
        layout.invalidateLayout()
        let frames = Self.frames(try host.resolve(at: .zero))
        // Header 0…30, then rows 50 high 10 apart: row 1 at 30 + 60.
        #expect(frames["cell 0.1"] == Rect2D(x: 0, y: 90, width: 400, height: 50))
    }

    @Test func badgesSitOnTheirCellsCornerOverABackground() throws {
        let resolved = try Self.host(SampleLayouts.badges(), [5]).resolveContent()
        let frames = Self.frames(resolved)
        // Inside the 20-point insets the group is 360 wide, cells 90 square inset by 5.
        #expect(frames["cell 0.0"] == Rect2D(x: 25, y: 25, width: 80, height: 80))
        #expect(frames["cell 0.1"] == Rect2D(x: 115, y: 25, width: 80, height: 80))
        #expect(frames["cell 0.4"] == Rect2D(x: 25, y: 115, width: 80, height: 80))
        // The badge's top-trailing corner at the cell's, moved by 0.3 of its 20 points right and up:
        // x = 105 + 6 − 20, y = 25 − 6.
        #expect(frames["\(SampleKind.badge) 0.0"] == Rect2D(x: 91, y: 19, width: 20, height: 20))
        #expect(frames["\(SampleKind.badge) 0.4"] == Rect2D(x: 91, y: 109, width: 20, height: 20))
        // The background covers the section: 20 + 2 × 90 + 20.
        #expect(frames["\(SampleKind.background) 0.0"] == Rect2D(x: 0, y: 0, width: 400, height: 220))
        let background = try #require(resolved.attributes.first { $0.kind == .decoration })
        #expect(resolved.attributes.filter { $0.kind == .cell }.allSatisfy { $0.zIndex > background.zIndex })
    }

    @Test func insetGroupedListRowsInsideTheMargins() throws {
        let resolved = try Self.host(SampleLayouts.insetGroupedList(), [3, 2]).resolveContent()
        let frames = Self.frames(resolved)
        // The layout margins are 16 points; headers 38 high, rows 44, each section's rows on a background.
        #expect(frames["header 0.0"] == Rect2D(x: 16, y: 0, width: 368, height: 38))
        #expect(frames["cell 0.0"] == Rect2D(x: 16, y: 38, width: 368, height: 44))
        #expect(frames["cell 0.2"] == Rect2D(x: 16, y: 126, width: 368, height: 44))
        #expect(frames["list-section-background 0.0"] == Rect2D(x: 16, y: 38, width: 368, height: 132))
        #expect(frames["header 1.0"] == Rect2D(x: 16, y: 170, width: 368, height: 38))
        #expect(frames["cell 1.1"] == Rect2D(x: 16, y: 252, width: 368, height: 44))
        #expect(resolved.contentSize == Size2D(width: 400, height: 296))
    }

    @Test func theEnvironmentReportsTheContainerAndTraits() throws {
        let resolved = try Self.host(SampleLayouts.adaptiveColumns(), [3]).resolveContent()
        // A phone in portrait is compact in width: two columns of 400 / 2.
        #expect(Self.frames(resolved)["cell 0.1"] == Rect2D(x: 200, y: 0, width: 200, height: 200))
        #expect(Self.frames(resolved)["cell 0.2"] == Rect2D(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func customGroupsPlaceCellsWhereTheProviderSays() throws {
        let resolved = try Self.host(SampleLayouts.customGroup(), [4], viewport: CGSize(width: 300, height: 600)).resolveContent()
        let frames = Self.frames(resolved)
        #expect(frames["cell 0.1"] == Rect2D(x: 100, y: 40, width: 100, height: 40))
        #expect(frames["cell 0.2"] == Rect2D(x: 200, y: 80, width: 100, height: 40))
        #expect(frames["cell 0.3"] == Rect2D(x: 0, y: 120, width: 100, height: 40))
    }

    @Test func singleElementQueriesAgreeWithTheRectQuery() throws {
        let layout = SampleLayouts.badges()
        let host = Self.host(layout, [5])
        let resolved = try host.resolveContent()
        for element in resolved.attributes {
            let path = IndexPath(item: element.item, section: element.section)
            let single: UICollectionViewLayoutAttributes? = switch element.kind {
            case .cell: layout.layoutAttributesForItem(at: path)
            case .decoration: layout.layoutAttributesForDecorationView(ofKind: element.elementKind ?? "", at: path)
            default: layout.layoutAttributesForSupplementaryView(ofKind: element.elementKind ?? "", at: path)
            }
            #expect(single.map { Rect2D(x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height) } == element.frame, "\(element)")
        }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
    }
}
