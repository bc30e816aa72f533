import LayoutCore
import Testing

/// List separators worked by hand in a 320-point-wide viewport (margins 16), 44-point rows. A row's separator
/// lies inside the row along its edge, one pixel (0.5 at 2×) thick, from the cell's 16-point leading margin to
/// the row's trailing edge (UIKit's automatic insets); none under a section's last row.
@Suite struct CompositionalListSeparatorTests {
    static func layout(
        _ configuration: CompositionalListConfiguration, counts: [Int] = [2, 2], viewport: CompositionalViewport? = nil
    ) -> CompositionalGeometry {
        CompositionalLayout.list(using: configuration)
            .compute(in: viewport ?? CompositionalViewport(size: Size2D(width: 320, height: 600)), itemCounts: counts)
    }

    static let separator = CompositionalListConfiguration.separatorElementKind

    /// Plain with headers: rows 28–72, 72–116 and 144–188, 188–232. One separator per section, under its first
    /// row: y = 72 − 0.5 and 188 − 0.5, x = 16, width 320 − 16.
    @Test func betweenRowsNotAfterTheLast() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary))
        #expect(layout.separatorFrames == [r(16, 71.5, 304, 0.5), r(16, 187.5, 304, 0.5)])
        let separators = layout.staticAttributes.filter { $0.elementKind == Self.separator }
        #expect(separators.map(\.section) == [0, 1] && separators.map(\.item) == [0, 0])
        #expect(separators.allSatisfy { $0.kind == .decoration && $0.zIndex == 1 })
        // Each section's separators come after its own elements, so the canonical order holds.
        #expect(layout.staticAttributes.map(\.section) == layout.staticAttributes.map(\.section).sorted())
    }

    /// Three rows (0–44, 44–88, 88–132 in a plain list without headers): separators under rows 0 and 1.
    @Test func everyRowButTheLast() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain), counts: [3])
        #expect(layout.separatorFrames == [r(16, 43.5, 304, 0.5), r(16, 87.5, 304, 0.5)])
        #expect(Self.layout(CompositionalListConfiguration(appearance: .plain), counts: [1]).separatorFrames.isEmpty)
    }

    /// `showsSeparators = false` draws none, whatever the separator configuration says.
    @Test func showsSeparatorsFalseDrawsNone() {
        var configuration = CompositionalListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        #expect(Self.layout(configuration, counts: [3]).separatorFrames.isEmpty)
    }

    /// Inset grouped: rows 16…304 from y = 35 (grouped spacing); the separator starts 16 into the row (x = 32).
    @Test func insetRowsKeepTheCellMargin() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .insetGrouped), counts: [2])
        #expect(layout.separatorFrames == [r(32, 78.5, 272, 0.5)])
    }

    /// A landscape phone's 44-point safe area on the left: plain rows start at x = 44 (the safe area is the
    /// automatic insets reference), their separators at the layout margin 44 + 16 = 60.
    @Test func automaticLeadingInsetFollowsTheMargins() {
        let viewport = CompositionalViewport(
            size: Size2D(width: 812, height: 375), safeAreaInsets: Insets(top: 0, left: 44, bottom: 21, right: 44))
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain), counts: [2], viewport: viewport)
        #expect(layout.cellFrames.first == r(44, 0, 724, 44))
        #expect(layout.separatorFrames == [r(60, 43.5, 708, 0.5)])
    }

    /// The list's separator configuration: bottom insets leading 60, trailing 10 give x = 60, width 320 − 70;
    /// the thickness metric sets the height (one pixel at 3× is 1/3).
    @Test func separatorConfigurationInsets() {
        var configuration = CompositionalListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
        configuration.metrics.separatorThickness = 0.25
        #expect(Self.layout(configuration, counts: [2]).separatorFrames == [r(60, 43.75, 250, 0.25)])
    }

    /// `itemSeparatorHandler` is asked once per row with its index path and the list's configuration; what it
    /// returns is applied: row 0·0's bottom hidden, row 0·1 (the last) shown full width, row 1·0's top shown
    /// (at its top edge, y = 144), row 1·1 left automatic (last: none).
    @Test func itemSeparatorHandlerIsAskedPerRow() {
        let asked = Asked()
        var configuration = CompositionalListConfiguration(appearance: .plain, headerMode: .supplementary)
        configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        configuration.itemSeparatorHandler = CompositionalListSeparatorHandler { section, item, base in
            asked.append(section, item, base)
            var row = base
            switch (section, item) {
            case (0, 0): row.bottomSeparatorVisibility = .hidden
            case (0, 1):
                row.bottomSeparatorVisibility = .visible
                row.bottomSeparatorInsets = DirectionalEdgeInsets()
            case (1, 0): row.topSeparatorVisibility = .visible
            default: break
            }
            return row
        }
        let layout = Self.layout(configuration)
        #expect(asked.rows == [[0, 0], [0, 1], [1, 0], [1, 1]])
        #expect(asked.bases.allSatisfy { $0 == configuration.separatorConfiguration })
        // 1·0: its top separator at y = 144 from the automatic 16, and its automatic bottom one with the list's inset 30.
        #expect(layout.separatorFrames == [r(0, 115.5, 320, 0.5), r(16, 144, 304, 0.5), r(30, 187.5, 290, 0.5)])
    }

    /// `firstItemInSection`: the first row is the header (named `list-header-item`, drawn as a header), has no
    /// separator under it, and no supplementary header is made. Three rows 0–44, 44–88, 88–132 in a plain list:
    /// the only separator is under row 1.
    @Test func firstItemInSectionIsTheHeaderRow() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain, headerMode: .firstItemInSection), counts: [3])
        #expect(layout.frames(.header).isEmpty)
        let cells = layout.staticAttributes.filter { $0.kind == .cell }
        #expect(cells.map(\.elementKind) == [CompositionalListConfiguration.headerItemElementKind, nil, nil])
        #expect(layout.separatorFrames == [r(16, 87.5, 304, 0.5)])
        // Grouped: no supplementary header, so the grouped spacing (35) stays above the header row.
        let grouped = Self.layout(CompositionalListConfiguration(appearance: .grouped, headerMode: .firstItemInSection), counts: [3])
        #expect(grouped.cellFrames.first == r(0, 35, 320, 44))
    }

    /// Separators are elements of the layout: a rect query finds them with their rows, and the resolved
    /// viewport at an offset moves them with the content.
    @Test func separatorsAreQueriedWithTheirRows() {
        let layout = Self.layout(CompositionalListConfiguration(appearance: .plain), counts: [20])
        let found = layout.attributes(in: r(0, 440, 320, 44)).filter { $0.elementKind == Self.separator }
        #expect(found.map(\.frame) == [r(16, 439.5, 304, 0.5), r(16, 483.5, 304, 0.5)])
        #expect(layout.elementCount == 20 + 19)
    }
}

/// Properties over every appearance and header and footer mode, sections of 0, 1, 2 and 5 rows: each separator
/// lies inside its own row, along its bottom edge, and there is one under every row but a section's last and a
/// header row, or none at all when the appearance hides them (the sidebars) — in a 320-point view.
@Suite struct CompositionalListSeparatorPropertyTests {
    static let cases: [(CompositionalListConfiguration.Appearance, CompositionalListConfiguration.HeaderMode, CompositionalListConfiguration.SupplementaryMode)] =
        CompositionalListConfiguration.Appearance.allCases.flatMap { appearance in
            CompositionalListConfiguration.HeaderMode.allCases.flatMap { header in
                CompositionalListConfiguration.SupplementaryMode.allCases.map { (appearance, header, $0) }
            }
        }

    @Test(arguments: cases)
    func separatorsLieInsideTheirRows(
        appearance: CompositionalListConfiguration.Appearance, header: CompositionalListConfiguration.HeaderMode,
        footer: CompositionalListConfiguration.SupplementaryMode
    ) {
        let counts = [0, 1, 2, 5]
        let configuration = CompositionalListConfiguration(appearance: appearance, headerMode: header, footerMode: footer)
        let all = CompositionalListSeparatorTests.layout(configuration, counts: counts).staticAttributes
        let rows = Dictionary(uniqueKeysWithValues: all.filter { $0.kind == .cell }.map { (IndexPath2($0.section, $0.item), $0.frame) })
        let separators = all.filter { $0.elementKind == CompositionalListConfiguration.separatorElementKind }
        for separator in separators {
            let row = rows[IndexPath2(separator.section, separator.item)]
            #expect(row.map { separator.frame.x >= $0.x && separator.frame.x + separator.frame.width <= $0.x + $0.width } == true)
            #expect(row.map { separator.frame.y + separator.frame.height == $0.y + $0.height } == true)
            #expect(separator.frame.height == 0.5)
        }
        let headerRows = header == .firstItemInSection ? counts.filter { $0 > 1 }.count : 0
        let expected = configuration.showsSeparators ? counts.reduce(0) { $0 + max(0, $1 - 1) } - headerRows : 0
        #expect(separators.count == expected)
    }
}

/// A section and item, hashable, for looking rows up.
private struct IndexPath2: Hashable {
    let section: Int
    let item: Int

    init(_ section: Int, _ item: Int) {
        self.section = section
        self.item = item
    }
}

/// Records the handler's calls; the handler is `@Sendable`, the test calls it on one thread.
private final class Asked: @unchecked Sendable {
    var rows: [[Int]] = []
    var bases: [CompositionalListSeparatorConfiguration] = []

    func append(_ section: Int, _ item: Int, _ base: CompositionalListSeparatorConfiguration) {
        rows.append([section, item])
        bases.append(base)
    }
}
