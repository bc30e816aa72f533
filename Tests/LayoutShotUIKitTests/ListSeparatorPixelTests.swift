import LayoutCore
import LayoutShotUIKit
import Testing

/// A list's separators are one device pixel thick, `1 / displayScale`, as UIKit draws them: 0.5 pt on a 2× screen,
/// 1/3 pt on a 3× one, over the bottom edge of the row.
@MainActor
struct ListSeparatorPixelTests {
    static func separators(scale: CGFloat) throws -> [Rect2D] {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.traitOverrides.displayScale = scale
        let dataSource = TestDataSource([2])
        view.dataSource = dataSource
        let host = LayoutHost(collectionView: view)
        return try host.resolve(at: .zero).attributes.filter { $0.elementKind == "list-separator" }.map(\.frame)
    }

    @Test func separatorsAreOnePixelOfTheScreen() throws {
        // Rows 44 high; the separator under row 0 starts at the 16-point margin and ends at the trailing edge.
        #expect(try Self.separators(scale: 2) == [Rect2D(x: 16, y: 43.5, width: 304, height: 0.5)])
        #expect(try Self.separators(scale: 3) == [Rect2D(x: 16, y: 44 - 1.0 / 3, width: 304, height: 1.0 / 3)])
    }
}
