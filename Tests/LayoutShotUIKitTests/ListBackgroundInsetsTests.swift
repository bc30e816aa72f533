import LayoutCore
import LayoutShotUIKit
import Testing

/// An inset-grouped list section's background follows the section's `contentInsets` as they are when the layout
/// is computed, including insets the app sets after `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
/// Frames worked by hand for a 400 × 800 collection view without safe area: layout margins 16, rows 44 high.
@MainActor
struct ListBackgroundInsetsTests {
    /// One inset-grouped list section (header row mode `header`), its insets replaced by `insets` after it is made.
    static func resolved(_ insets: NSDirectionalEdgeInsets, header: Bool, items: Int = 3) throws -> [String: Rect2D] {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            if header { configuration.headerMode = .supplementary }
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.contentInsets = insets
            return section
        }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([items]))
        return CompositionalSampleLayoutTests.frames(try host.resolveContent())
    }

    /// Top 40 set after creation: the rows start at y = 40 (44 high: 40, 84, 128, ending at 172), and so does
    /// the background: (16, 40, 400 − 2 × 16, 3 × 44) = (16, 40, 368, 132), not above the first row.
    @Test func backgroundStartsAtTheFirstRowAfterTheTopInsetIsSet() throws {
        let frames = try Self.resolved(NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0), header: false)
        #expect(frames["cell 0.0"] == Rect2D(x: 16, y: 40, width: 368, height: 44))
        #expect(frames["cell 0.2"] == Rect2D(x: 16, y: 128, width: 368, height: 44))
        #expect(frames["list-section-background 0.0"] == Rect2D(x: 16, y: 40, width: 368, height: 132))
    }

    /// All four insets set after creation, with a 38-point header: the header spans 0…38 inside the leading and
    /// trailing insets (x = 16 + 10, width 368 − 2 × 10 = 348); the rows start at 38 + 40 = 78 (78, 122, 166,
    /// ending at 210); the background covers exactly them, (26, 78, 348, 132), not the 20-point bottom inset.
    @Test func backgroundFollowsEveryInsetBelowAHeader() throws {
        let frames = try Self.resolved(NSDirectionalEdgeInsets(top: 40, leading: 10, bottom: 20, trailing: 10), header: true)
        #expect(frames["header 0.0"] == Rect2D(x: 26, y: 0, width: 348, height: 38))
        #expect(frames["cell 0.0"] == Rect2D(x: 26, y: 78, width: 348, height: 44))
        #expect(frames["cell 0.2"] == Rect2D(x: 26, y: 166, width: 348, height: 44))
        #expect(frames["list-section-background 0.0"] == Rect2D(x: 26, y: 78, width: 348, height: 132))
    }

    /// The background's frame contains every row's and is contained in the section's span along the scroll
    /// axis, whatever insets are set after creation.
    @Test(arguments: [0.0, 7, 40], [0.0, 12])
    func backgroundHoldsExactlyTheRows(top: Double, side: Double) throws {
        let insets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: top / 2, trailing: side)
        let frames = try Self.resolved(insets, header: true, items: 4)
        let background = try #require(frames["list-section-background 0.0"])
        let rows = (0..<4).compactMap { frames["cell 0.\($0)"] }
        #expect(rows.count == 4)
        #expect(background.y == rows.map(\.y).min())
        #expect(background.maxY == rows.map(\.maxY).max())
        #expect(rows.allSatisfy { $0.x == background.x && $0.width == background.width })
    }
}
