import LayoutCore
import LayoutShotUIKit
import Testing

/// A badge screen's data: an item count and a badge count per item; a badge whose count is 0 is hidden by the
/// data source after dequeuing it, and the cells of odd items are faded to 0.5 the same way.
final class BadgeCountDataSource: NSObject, UICollectionViewDataSource {
    let badgeCounts: [Int]
    /// The frame each cell had when dequeued, before the data source touched it.
    var dequeuedCellFrames: [Int: CGRect] = [:]

    init(_ badgeCounts: [Int]) {
        self.badgeCounts = badgeCounts
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badgeCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        dequeuedCellFrames[indexPath.item] = cell.frame
        if indexPath.item % 2 == 1 { cell.alpha = 0.5 }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        view.isHidden = badgeCounts[indexPath.item] == 0
        return view
    }
}

/// A data source recording, for every cell it dequeues, the item and the frame the cell had when dequeued.
final class DequeueRecordingDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var dequeued: [(item: Int, frame: CGRect)] = []

    init(_ count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        dequeued.append((indexPath.item, cell.frame))
        return cell
    }
}

/// The host gives a view its layout attributes while it is dequeued, as UIKit does (Apple's documentation of
/// `dequeueReusableCell(withReuseIdentifier:for:)`), so what the data source sets on it afterwards stands.
@MainActor
struct DequeueOrderTests {
    /// Four cells per row, 90 wide inside 20-point section insets, inset by 5, with a 20-point badge over each
    /// cell's top-trailing corner (`SampleLayouts.badges()`), over badge counts 3, 0, 7, 0, 1.
    static func resolved() throws -> (ResolvedLayout, BadgeCountDataSource) {
        let dataSource = BadgeCountDataSource([3, 0, 7, 0, 1])
        let host = LayoutHost(layout: SampleLayouts.badges(), viewport: CGSize(width: 400, height: 800), dataSource: dataSource)
        return (try host.resolveContent(), dataSource)
    }

    /// The badges of items 1 and 3 (count 0) are hidden by the data source, so only those of items 0, 2 and 4
    /// are drawn, at the top-trailing corner of their cells: x = 25 + 90 × column + 80 + 6 − 20, y = 25 + 90 × row − 6.
    @Test func badgesTheDataSourceHidesAreNotDrawn() throws {
        let (resolved, _) = try Self.resolved()
        let badges = resolved.attributes.filter { $0.elementKind == SampleKind.badge }
        #expect(badges.map(\.item) == [0, 2, 4])
        #expect(badges.map(\.frame) == [
            Rect2D(x: 91, y: 19, width: 20, height: 20), Rect2D(x: 271, y: 19, width: 20, height: 20),
            Rect2D(x: 91, y: 109, width: 20, height: 20),
        ])
        #expect(resolved.attributes.filter { $0.kind == .cell }.count == 5)
    }

    /// The alpha the data source gives odd items' cells stands; the others keep the attributes' 1.
    @Test func alphaTheDataSourceSetsStands() throws {
        let (resolved, _) = try Self.resolved()
        let cells = resolved.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        #expect(cells.map(\.alpha) == [1, 0.5, 1, 0.5, 1])
    }

    /// A dequeued cell already stands at its attributes' frame when the data source gets it: item 1 at
    /// (25 + 90, 25, 80, 80), item 4 at (25, 25 + 90, 80, 80).
    @Test func aDequeuedCellHoldsItsFrame() throws {
        let (_, dataSource) = try Self.resolved()
        #expect(dataSource.dequeuedCellFrames[1] == CGRect(x: 115, y: 25, width: 80, height: 80))
        #expect(dataSource.dequeuedCellFrames[4] == CGRect(x: 25, y: 115, width: 80, height: 80))
    }

    /// Self-sizing follows the same order: the cell the data source dequeues to be measured already stands at
    /// its estimated frame, (0, 0, 300, 44) for full-width rows estimated at 44 in a 300-wide view; the cell
    /// dequeued to be drawn stands at the measured one, (0, 0, 300, 30).
    @Test func aCellDequeuedForSizingHoldsItsEstimatedFrame() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let dataSource = DequeueRecordingDataSource(1)
        let host = LayoutHost(
            layout: layout, viewport: CGSize(width: 300, height: 400), dataSource: dataSource,
            sizeProvider: .sizes([[CGSize(width: 300, height: 30)]]))
        _ = try host.resolve(at: .zero)
        #expect(dataSource.dequeued.first?.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(dataSource.dequeued.last?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(dataSource.dequeued.count >= 2)
    }
}
