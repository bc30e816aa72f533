import Foundation
import LayoutShotTestSupport
import LayoutShotUIKit
import LayoutSnapshotTesting
import Testing

/// Compositional layouts snapshotted as an app's layout object: recorded into a temporary folder, then verified.
@MainActor
struct CompositionalSnapshotTests {
    static func collectionView(_ layout: UICollectionViewLayout, _ dataSource: TestDataSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        view.dataSource = dataSource
        return view
    }

    @Test func recordsThenVerifiesAFilmstripOfPinnedHeaders() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-compositional").path
        let dataSource = TestDataSource([4, 4])
        let layout = SampleLayouts.pinnedHeaders()
        let view = Self.collectionView(layout, dataSource)
        let offsets = [CGPoint.zero, CGPoint(x: 0, y: 210)]
        #expect(verifyLayoutSnapshots(of: layout, in: view, at: offsets, as: [.layout, .png], named: "headers", record: .all, snapshotDirectory: directory) == nil)
        let stored = try String(
            contentsOfFile: directory + "/recordsThenVerifiesAFilmstripOfPinnedHeaders.headers.layout.json", encoding: .utf8)
        // At offset 210 header 0 is pushed up to its section's end, 230 − 30.
        #expect(stored.contains(#""section": 0, "item": 0, "frame": [0, 200, 400, 30]"#))
        assertLayoutSnapshots(of: layout, in: view, at: offsets, as: [.layout, .png], named: "headers", record: .never, snapshotDirectory: directory)
    }

    @Test func anOrthogonalOffsetIsPartOfThePicture() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-compositional").path
        let dataSource = TestDataSource([5, 5])
        let layout = SampleLayouts.orthogonal(.groupPaging)
        let view = Self.collectionView(layout, dataSource)
        #expect(verifyLayoutSnapshots(of: layout, in: view, at: [.zero], as: [.layout, .png], named: "cards", record: .all, snapshotDirectory: directory) == nil)
        assertLayoutSnapshots(of: layout, in: view, at: [.zero], as: [.layout, .png], named: "cards", record: .never, snapshotDirectory: directory)
        // Paging section 0 by one card moves its cells 298 points to the left, and the comparison says so.
        let paged = try #require(layout as? UICollectionViewCompositionalLayout)
        paged.orthogonalScrollOffsets = [0: 298]
        let message = try #require(verifyLayoutSnapshots(
            of: layout, in: view, at: [.zero], as: [.layout], named: "cards", record: .never, snapshotDirectory: directory))
        #expect(message.contains("cell 0·1: frame [318, 0, 288, 100] → [20, 0, 288, 100]"))
    }
}
