import LayoutCore
@testable import LayoutShotUIKit
import Testing

/// In the `firstItemInSection` header mode the first cell of each section "automatically uses a header appearance"
/// (Apple's documentation of the mode): its default content configuration is the appearance's header style, the
/// other cells' a row's.
@MainActor
struct FirstItemHeaderStyleTests {
    /// The text style of each cell's default content configuration, by index path, with the list in `appearance`.
    static func defaultStyles(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> [IndexPath: UIFont.TextStyle] {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .firstItemInSection
        var styles: [IndexPath: UIFont.TextStyle] = [:]
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: list), viewport: CGSize(width: 390, height: 600),
            dataSource: ListCellDataSource([3, 2]) { cell, indexPath in
                var content = cell.defaultContentConfiguration()
                styles[indexPath] = content.textProperties.font.textStyle
                content.text = "Row \(indexPath.item)"
                cell.contentConfiguration = content
            },
            sizeProvider: .estimates)
        _ = try host.resolveContent()
        return styles
    }

    @Test func theFirstCellOfEachSectionIsStyledAsTheAppearancesHeader() throws {
        // plainHeader() is Headline, groupedHeader() Footnote, sidebarHeader() Headline; a row is Body.
        let expected: [(UICollectionLayoutListConfiguration.Appearance, UIFont.TextStyle)] = [
            (.plain, .headline), (.sidebarPlain, .headline), (.grouped, .footnote), (.insetGrouped, .footnote), (.sidebar, .headline),
        ]
        for (appearance, header) in expected {
            let styles = try Self.defaultStyles(appearance)
            #expect(styles[IndexPath(item: 0, section: 0)] == header, "\(appearance)")
            #expect(styles[IndexPath(item: 0, section: 1)] == header, "\(appearance)")
            #expect(styles[IndexPath(item: 1, section: 0)] == .body, "\(appearance)")
            #expect(styles[IndexPath(item: 2, section: 0)] == .body, "\(appearance)")
        }
    }

    @Test func aHeaderCellKeepsTheRowsMinimumHeight() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .firstItemInSection
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: list), viewport: CGSize(width: 390, height: 600),
            dataSource: ListCellDataSource([2]) { cell, indexPath in
                var content = cell.defaultContentConfiguration()
                content.text = indexPath.item == 0 ? "Section" : "Row"
                cell.contentConfiguration = content
            },
            sizeProvider: .estimates)
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        // The header's Headline line (61/3 on the 3× grid) with its 6-point margins is 97/3 ≈ 32.3 high: the row's
        // 44-point minimum holds, so the row under it starts at 44, as a Body row (11 + 61/3 + 11, raised to 44) does.
        #expect(cells.map(\.frame) == [Rect2D(x: 0, y: 0, width: 390, height: 44), Rect2D(x: 0, y: 44, width: 390, height: 44)])
    }

    @Test func withoutTheHeaderModeEveryCellIsARow() throws {
        var styles: [UIFont.TextStyle?] = []
        let host = ListCellContentTests.host(counts: [2]) { cell, _ in
            styles.append(cell.defaultContentConfiguration().textProperties.font.textStyle)
        }
        _ = try host.resolveContent()
        #expect(!styles.isEmpty && styles.allSatisfy { $0 == .body })
    }
}
