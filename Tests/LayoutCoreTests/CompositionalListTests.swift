import LayoutCore
import Testing

/// List appearances worked by hand in a 320-point-wide viewport with no safe area (margins 16):
/// 44-point rows, two sections of two rows.
@Suite struct CompositionalListTests {
    static func layout(_ configuration: CompositionalListConfiguration) -> CompositionalGeometry {
        CompositionalLayout.list(using: configuration)
            .compute(in: CompositionalViewport(size: Size2D(width: 320, height: 600)), itemCounts: [2, 2])
    }

    /// Plain: edge-to-edge rows under 28-point headers that pin.
    @Test func plain() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary))
        #expect(layout.frames(.header) == [r(0, 0, 320, 28), r(0, 116, 320, 28)])
        #expect(layout.cellFrames == [r(0, 28, 320, 44), r(0, 72, 320, 44), r(0, 144, 320, 44), r(0, 188, 320, 44)])
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 60)) == r(0, 60, 320, 28))
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 100)) == r(0, 88, 320, 28))
        #expect(layout.staticAttributes.first?.elementKind == nil)
    }

    /// Grouped without headers: 35 points above each section's rows; headers do not pin.
    @Test func grouped() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .grouped))
        #expect(layout.cellFrames == [r(0, 35, 320, 44), r(0, 79, 320, 44), r(0, 158, 320, 44), r(0, 202, 320, 44)])
        #expect(layout.contentSize.height == 246)
        let headed = Self.layout(CompositionalListConfiguration(appearance: .grouped, headerMode: .supplementary))
        #expect(headed.frames(.header) == [r(0, 0, 320, 38), r(0, 126, 320, 38)])
        #expect(headed.headerFrame(0, at: Point2D(x: 0, y: 50)) == r(0, 0, 320, 38))
    }

    /// Inset grouped: measured from the 16-point margins, a rounded background behind the rows only.
    @Test func insetGrouped() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary))
        #expect(layout.frames(.header) == [r(16, 0, 288, 38), r(16, 164, 288, 38)])
        #expect(layout.cellFrames == [r(16, 38, 288, 44), r(16, 82, 288, 44), r(16, 202, 288, 44), r(16, 246, 288, 44)])
        #expect(layout.frames(.footer) == [r(16, 126, 288, 38), r(16, 290, 288, 38)])
        let backgrounds = layout.staticAttributes.filter { $0.elementKind == CompositionalListConfiguration.backgroundElementKind }
        #expect(backgrounds.map(\.frame) == [r(16, 38, 288, 88), r(16, 202, 288, 88)])
        #expect(backgrounds.allSatisfy { $0.cornerRadius == 10 && $0.elementKind == CompositionalListConfiguration.backgroundElementKind })
    }

    /// Sidebar is laid out as inset grouped and sidebar plain as plain; neither draws separators by default.
    @Test func sidebarAppearancesFollowTheirLayoutTwins() {
        let sidebar = Self.layout(CompositionalListConfiguration(appearance: .sidebar))
        #expect(sidebar.cellFrames == Self.layout(CompositionalListConfiguration(appearance: .insetGrouped)).cellFrames)
        let sidebarPlain = Self.layout(CompositionalListConfiguration(appearance: .sidebarPlain, headerMode: .supplementary))
        #expect(sidebarPlain.frames(.header) == [r(0, 0, 320, 28), r(0, 116, 320, 28)])
        #expect(sidebarPlain.headerFrame(0, at: Point2D(x: 0, y: 60)) == r(0, 60, 320, 28))
        #expect(sidebar.separatorFrames.isEmpty && sidebarPlain.separatorFrames.isEmpty)
    }

    /// `headerTopPadding` 10 (Apple: "the amount of padding above each section header"): the plain header moves
    /// from 0 to 10 and its rows from 28 to 38; the second section starts at 126 (2 × 44 + 38), its header at
    /// 136, rows at 164. Pinned at offset 100 the first header stops at the section's end: 126 − 28 = 98.
    @Test func headerTopPaddingIsAboveTheHeader() {
        var configuration = CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary)
        configuration.headerTopPadding = 10
        let layout = Self.layout(configuration)
        #expect(layout.frames(.header) == [r(0, 10, 320, 28), r(0, 136, 320, 28)])
        #expect(layout.cellFrames == [r(0, 38, 320, 44), r(0, 82, 320, 44), r(0, 164, 320, 44), r(0, 208, 320, 44)])
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 100)) == r(0, 98, 320, 28))
        #expect(layout.headerFrame(0, at: Point2D(x: 0, y: 50)) == r(0, 50, 320, 28))
        // Grouped with a header: the 38-point header at 10, rows from 48; no grouped spacing added.
        configuration.appearance = .grouped
        let grouped = Self.layout(configuration)
        #expect(grouped.frames(.header).first == r(0, 10, 320, 38))
        #expect(grouped.cellFrames.first == r(0, 48, 320, 44))
        // Inset grouped: the rounded background starts under the header, not under the padding.
        configuration.appearance = .insetGrouped
        let inset = Self.layout(configuration)
        #expect(inset.staticAttributes.first { $0.elementKind == CompositionalListConfiguration.backgroundElementKind }?.frame
            == r(16, 48, 288, 88))
    }

    /// A `backgroundColor` paints a background behind each whole section (frame 0…116 and 116…232 of the plain
    /// list with headers), below the rows and below an inset-grouped background (zIndex −2), carrying the colour.
    @Test func backgroundColorPaintsEachSection() {
        var configuration = CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary)
        configuration.backgroundColor = RGBAColor(r: 242, g: 242, b: 247)
        let backgrounds = Self.layout(configuration).staticAttributes.filter {
            $0.elementKind == CompositionalListConfiguration.backgroundColorElementKind
        }
        #expect(backgrounds.map(\.frame) == [r(0, 0, 320, 116), r(0, 116, 320, 116)])
        #expect(backgrounds.allSatisfy { $0.color == RGBAColor(r: 242, g: 242, b: 247) && $0.zIndex == -2 })
        #expect(Self.layout(CompositionalListConfiguration(appearance: .plain)).staticAttributes.allSatisfy { $0.color == nil })
        // Inset grouped (38-point header, two rows: 126 a section): the rows sit in the 16-point margins, the
        // background still spans the 320 points.
        configuration.appearance = .insetGrouped
        let inset = Self.layout(configuration).staticAttributes.filter {
            $0.elementKind == CompositionalListConfiguration.backgroundColorElementKind
        }
        #expect(inset.map(\.frame) == [r(0, 0, 320, 126), r(0, 126, 320, 126)])
    }
}
