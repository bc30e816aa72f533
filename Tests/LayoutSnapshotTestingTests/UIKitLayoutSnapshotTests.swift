#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif
import Foundation
import LayoutRender
import LayoutShotTestSupport
import LayoutSnapshotTesting
import Testing

/// A two-column grid with a header, written as an app writes a custom layout: the kind of class these
/// assertions exist for.
class TwoColumnLayout: UICollectionViewLayout {
    var itemHeight: CGFloat = 40
    var spacing: CGFloat = 10
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        cache = []
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        cache.append(header)
        let column = (width - 3 * spacing) / 2
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            cell.frame = CGRect(
                x: spacing + CGFloat(item % 2) * (column + spacing), y: 30 + spacing + CGFloat(item / 2) * (itemHeight + spacing),
                width: column, height: itemHeight)
            cache.append(cell)
        }
        height = (cache.last?.frame.maxY ?? 30) + spacing
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}

/// A data source of `count` items in one section.
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Suite struct UIKitLayoutSnapshotTests {
    let dataSource = ItemsDataSource(10)

    func collectionView(_ layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        return view
    }

    @Test func recordsTheLayoutObjectsOwnFramesThenVerifies() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-uikit").path
        let layout = TwoColumnLayout()
        let view = collectionView(layout)
        #expect(verifyLayoutSnapshot(of: .layout(layout, in: view), as: [.layout, .png], record: .all, snapshotDirectory: directory) == nil)
        // Column width (200 − 30) / 2 = 85; item 3 is in column 1 of row 1: x 105, y 30 + 10 + 50.
        let stored = try String(
            contentsOfFile: directory + "/recordsTheLayoutObjectsOwnFramesThenVerifies.1.layout.json", encoding: .utf8)
        #expect(stored.contains(#"{"kind": "cell", "section": 0, "item": 3, "frame": [105, 90, 85, 40]"#))
        #expect(stored.contains(#"{"kind": "header", "section": 0, "item": 0, "frame": [0, 0, 200, 30]"#))
        #expect(stored.contains(#""contentSize": [200, 290]"#))
        #expect(verifyLayoutSnapshot(of: .layout(layout, in: view), as: [.layout, .png, .svg], named: "1", record: .missing, snapshotDirectory: directory) == nil)
        #expect(verifyLayoutSnapshot(of: .layout(layout, in: view), as: [.layout, .png], named: "1", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test func changingTheLayoutClassFailsNamingTheIndexPathThatMoved() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-uikit").path
        let layout = TwoColumnLayout()
        #expect(verifyLayoutSnapshot(of: .layout(layout, in: collectionView(layout)), as: [.layout, .png], named: "grid", record: .all, snapshotDirectory: directory) == nil)
        let changed = TwoColumnLayout()
        changed.itemHeight = 44
        let message = try #require(verifyLayoutSnapshot(
            of: .layout(changed, in: collectionView(changed)), as: [.layout, .png], named: "grid", record: .never, snapshotDirectory: directory))
        #expect(message.contains("cell 0·3: frame [105, 90, 85, 40] → [105, 94, 85, 44]"))
        #expect(message.contains("changingTheLayoutClassFailsNamingTheIndexPathThatMoved.grid.png"))
        #expect(FileManager.default.fileExists(atPath: directory + "/changingTheLayoutClassFailsNamingTheIndexPathThatMoved.grid.diff.png"))
    }

    @Test func severalOffsetsMakeAFilmstripAndOneDocumentEach() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-uikit").path
        let layout = TwoColumnLayout()
        let view = collectionView(layout)
        let offsets = [CGPoint.zero, CGPoint(x: 0, y: 100)]
        #expect(verifyLayoutSnapshot(of: .layout(layout, in: view, at: offsets), as: [.layout, .png], record: .all, snapshotDirectory: directory) == nil)
        let documents = try LayoutJSON.decodeDocuments(
            Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/severalOffsetsMakeAFilmstripAndOneDocumentEach.1.layout.json"))),
            file: "f")
        #expect(documents.map(\.offset) == [Point2D(x: 0, y: 0), Point2D(x: 0, y: 100)])
        // The viewport at y 100 shows rows 1 to 4 (y 90 to 290) and not the header.
        #expect(documents[1].elements.map(\.item) == [2, 3, 4, 5, 6, 7, 8, 9])
        let png = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/severalOffsetsMakeAFilmstripAndOneDocumentEach.1.png"))))
        // Two 200-point frames with 16-point margins: 16 + 200 + 16 + 200 + 16.
        #expect(png.width == 448)
    }

    /// Returns attributes for an item the data source does not have.
    final class OutOfRangeLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 12, section: 0))
            cell.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            return [cell]
        }
    }

    @Test func aFaultOfTheLayoutFailsTheAssertionNamingIndexPathAndMethod() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-uikit").path
        let layout = OutOfRangeLayout()
        let message = try #require(verifyLayoutSnapshot(of: .layout(layout, in: collectionView(layout)), as: [.png], record: .all, snapshotDirectory: directory))
        #expect(message.contains("layoutAttributesForElements(in:)"))
        #expect(message.contains("12"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
