import LayoutCore
import Testing

/// Section geometry worked by hand: boundary supplementaries, backgrounds, pinning, layout-wide views and
/// horizontal scrolling. Viewport 300 × 400 unless said otherwise.
@Suite struct CompositionalSectionTests {
    static let rowGroup = CompositionalGroup.horizontal(
        layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
        repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)

    /// Two sections (2 and 3 items) of 50-point rows 10 apart: a 40-point header, a 30-point footer, insets 10,
    /// a background inset by 5.
    static func sectioned(pinned: Bool = false, follow: Bool = true) -> CompositionalGeometry {
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top, pinToVisibleBounds: pinned)
        let footer = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom)
        var background = CompositionalDecorationItem.background(elementKind: "background")
        background.contentInsets = C.insets(5)
        let section = CompositionalSection(
            group: rowGroup, contentInsets: C.insets(10), interGroupSpacing: 10, boundarySupplementaryItems: [header, footer],
            decorationItems: [background], supplementariesFollowContentInsets: follow)
        return C.compute(section, counts: [2, 3], height: 400, configuration: CompositionalConfiguration(interSectionSpacing: 20))
    }

    /// The header takes room above the top inset, the footer below the bottom inset; section 1 starts 20 after section 0.
    @Test func headersAndFootersExtendTheSection() {
        let layout = Self.sectioned()
        #expect(layout.frames(.header) == [r(10, 0, 280, 40), r(10, 160, 280, 40)])
        #expect(layout.cellFrames == [
            r(10, 50, 140, 50), r(150, 50, 140, 50),
            r(10, 210, 140, 50), r(150, 210, 140, 50), r(10, 270, 140, 50),
        ])
        #expect(layout.frames(.footer) == [r(10, 110, 280, 30), r(10, 330, 280, 30)])
        #expect(layout.contentSize == Size2D(width: 300, height: 360))
        #expect(layout.sections.map(\.frame) == [r(0, 0, 300, 140), r(0, 160, 300, 200)])
    }

    /// Without `supplementariesFollowContentInsets` the header spans the section's full width.
    @Test func supplementariesIgnoringContentInsets() {
        #expect(Self.sectioned(follow: false).frames(.header) == [r(0, 0, 300, 40), r(0, 160, 300, 40)])
    }

    /// The background covers the section frame (header to footer, full width) less its own insets, below the cells.
    @Test func backgroundCoversTheSection() {
        let backgrounds = Self.sectioned().staticAttributes.filter { $0.kind == .decoration }
        #expect(backgrounds.map(\.frame) == [r(5, 5, 290, 130), r(5, 165, 290, 190)])
        #expect(backgrounds.allSatisfy { $0.zIndex == -1 && $0.elementKind == "background" })
    }

    /// Elements come out in canonical order: per section header, cells, footer, decoration.
    @Test func canonicalOrder() {
        let kinds = Self.sectioned().staticAttributes.map(\.kind)
        #expect(kinds == [.header, .cell, .cell, .footer, .decoration, .header, .cell, .cell, .cell, .footer, .decoration])
    }

    /// A pinned header: y = min(max(staticY, offset), sectionEnd - 40); section 0 ends at 140, section 1 at 360.
    @Test(arguments: [
        (0.0, 0.0, 160.0), (50, 50, 160), (120, 100, 160), (200, 100, 200), (340, 100, 320),
    ])
    func pinnedHeadersAtOffsets(offset: Double, header0: Double, header1: Double) {
        let layout = Self.sectioned(pinned: true)
        let at = Point2D(x: 0, y: offset)
        #expect(layout.headerFrame(0, at: at) == r(10, header0, 280, 40))
        #expect(layout.headerFrame(1, at: at) == r(10, header1, 280, 40))
    }

    /// A pinned footer sticks to the viewport's bottom while its section is on screen, never above the section's start.
    @Test(arguments: [(0.0, 170.0), (100, 270), (200, 300)])
    func pinnedFooter(offset: Double, footerY: Double) {
        let footer = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom, pinToVisibleBounds: true)
        let group = CompositionalGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = C.compute(CompositionalSection(group: group, boundarySupplementaryItems: [footer]), counts: [3], height: 200)
        // Static footer at 300 (three rows of 100); the viewport's bottom is offset + 200.
        let frame = layout.attributes(at: Point2D(x: 0, y: offset)).first { $0.kind == .footer }?.frame
        #expect(frame == r(0, footerY, 300, 30))
    }

    /// Leading and trailing boundary views sit beside the content's start and do not extend the section;
    /// `absoluteOffset` moves a view; `extendsBoundary: false` lets a header lie over the content.
    @Test func sideAlignmentsOffsetsAndNonExtendingHeaders() {
        let side = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "side", alignment: .trailing, absoluteOffset: Point2D(x: 5, y: 0))
        let overlay = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(0.5), .absolute(30)), elementKind: "overlay", alignment: .topTrailing, extendsBoundary: false)
        let section = CompositionalSection(group: Self.rowGroup, boundarySupplementaryItems: [side, overlay])
        let layout = C.compute(section, counts: [2])
        #expect(layout.frames(.header) == [r(150, 0, 150, 30)])
        #expect(layout.frames(.supplementary) == [r(285, 0, 20, 20)])
        #expect(layout.cellFrames == [r(0, 0, 150, 50), r(150, 0, 150, 50)])
        #expect(layout.contentSize.height == 50)
    }

    /// Layout-wide header (pinned through the whole content) and footer around two sections.
    @Test func layoutWideBoundarySupplementaries() {
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(60)), elementKind: "top", alignment: .top, pinToVisibleBounds: true)
        let footer = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), elementKind: "bottom", alignment: .bottom)
        let configuration = CompositionalConfiguration(interSectionSpacing: 10, boundarySupplementaryItems: [header, footer])
        let layout = C.compute(CompositionalSection(group: Self.rowGroup), counts: [2, 2], height: 100, configuration: configuration)
        #expect(layout.cellFrames == [r(0, 60, 150, 50), r(150, 60, 150, 50), r(0, 120, 150, 50), r(150, 120, 150, 50)])
        #expect(layout.frames(.header) == [r(0, 0, 300, 60)])
        #expect(layout.frames(.footer) == [r(0, 170, 300, 40)])
        #expect(layout.contentSize.height == 210)
        // Pinned to the viewport's top until the content's end pushes it: min(max(0, y0), 210 - 60).
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 100)) == r(0, 100, 300, 60))
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 180)) == r(0, 150, 300, 60))
        // The layout footer belongs to the last section and comes after its cells.
        #expect(layout.staticAttributes.map(\.kind) == [.header, .cell, .cell, .cell, .cell, .footer])
    }

    /// A horizontally scrolling layout stacks groups along x; fractions of the height fill columns.
    @Test func horizontalScrollDirection() {
        let column = CompositionalGroup.vertical(
            layoutSize: C.size(.absolute(100), .fractionalHeight(1)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: C.size(.absolute(30), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
        let layout = C.compute(
            CompositionalSection(group: column, interGroupSpacing: 10, boundarySupplementaryItems: [header]), counts: [5], height: 200,
            configuration: CompositionalConfiguration(scrollDirection: .horizontal))
        #expect(layout.frames(.header) == [r(0, 0, 30, 200)])
        #expect(layout.cellFrames == [
            r(30, 0, 100, 100), r(30, 100, 100, 100), r(140, 0, 100, 100), r(140, 100, 100, 100), r(250, 0, 100, 100),
        ])
        #expect(layout.contentSize == Size2D(width: 350, height: 200))
    }

    /// Content insets are added to the safe area across the scroll axis (`safeArea`, the default `automatic`),
    /// to the layout margins, or to nothing.
    @Test(arguments: [
        (CompositionalContentInsetsReference.automatic, 44.0, 212.0),
        (.safeArea, 44, 212), (.layoutMargins, 60, 180), (.none, 0, 300),
    ])
    func contentInsetsReference(reference: CompositionalContentInsetsReference, x: Double, width: Double) {
        let group = CompositionalGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CompositionalSection(group: group, contentInsetsReference: reference)
        let viewport = CompositionalViewport(
            size: Size2D(width: 300, height: 400), safeAreaInsets: Insets(top: 47, left: 44, bottom: 34, right: 44))
        let layout = CompositionalLayout(section: section).compute(in: viewport, itemCounts: [1])
        // Margins default to the safe area plus 16; top and bottom insets never move the content.
        #expect(layout.cellFrames == [r(x, 0, width, 50)])
    }

    /// A section provider may give each section its own description; the environment reports the container.
    @Test func sectionProvider() {
        let layout = CompositionalLayout { index, environment in
            let width = environment.container.effectiveContentSize.width / Double(index + 1)
            let group = CompositionalGroup.horizontal(
                layoutSize: C.size(.fractionalWidth(1), .absolute(20)), subitems: [C.item(.absolute(width), .fractionalHeight(1))])
            return CompositionalSection(group: group)
        }.compute(in: CompositionalViewport(size: Size2D(width: 300, height: 400)), itemCounts: [1, 2])
        #expect(layout.cellFrames == [r(0, 0, 300, 20), r(0, 20, 150, 20), r(150, 20, 150, 20)])
    }

    /// Empty sections keep their boundary supplementaries and insets; a section of zero items has no groups.
    @Test func emptySection() {
        let empty = CompositionalLayout(section: CompositionalSection(
            group: Self.rowGroup, contentInsets: C.insets(10),
            boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem(
                layoutSize: C.size(.fractionalWidth(1), .absolute(40)), elementKind: "h", alignment: .top)]))
            .compute(in: CompositionalViewport(size: Size2D(width: 300, height: 400)), itemCounts: [0])
        #expect(empty.frames(.header) == [r(10, 0, 280, 40)])
        #expect(empty.contentSize.height == 60)
        #expect(empty.elementCount == 1)
    }
}
