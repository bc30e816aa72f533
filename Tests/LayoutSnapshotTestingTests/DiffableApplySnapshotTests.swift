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
@testable import LayoutShotHostPictures

/// A diffable data source's animated apply as a transition's updates: the filmstrip of the documentation's picture
/// (layoutshot-uikit-images draws uikit-diffable-apply.png from the same grid).
@MainActor
@Suite struct DiffableApplySnapshotTests {
    /// Cells 56 wide, 10 apart from x 10: columns at x 10, 76, 142; rows 40 high from y 10, 50 apart. After the
    /// apply, item 9 (new 0) starts at its old slot 8 (column 2, row 2: 142, 110) and ends at slot 0 (10, 10); item
    /// 10 (new 5) fades in at slot 5 (142, 60); item 2 (old 1) fades out where it was (76, 10).
    @Test func anAppliedSnapshotIsTheTransitionsUpdate() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-diffable").path
        let (view, dataSource) = DiffableApplyImage.grid()
        let apply = { dataSource.apply(DiffableApplyImage.snapshot(DiffableApplyImage.after)) }
        #expect(verifyLayoutSnapshot(
            of: .transition(of: view.collectionViewLayout, in: view, updates: apply), as: [.layout, .png], named: "apply",
            record: .all, snapshotDirectory: directory) == nil)
        let documents = try LayoutJSON.decodeDocuments(
            Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/anAppliedSnapshotIsTheTransitionsUpdate.apply.layout.json"))),
            file: "f")
        #expect(documents.count == 4)
        let start = documents[1].elements.filter { $0.kind == .cell }
        #expect(start.contains { $0.item == 0 && $0.frame == Rect2D(x: 142, y: 110, width: 56, height: 40) && $0.alpha == 1 })
        #expect(start.contains { $0.item == 5 && $0.frame == Rect2D(x: 142, y: 60, width: 56, height: 40) && $0.alpha == 0 })
        #expect(start.contains { $0.item == 1 && $0.frame == Rect2D(x: 76, y: 10, width: 56, height: 40) && $0.alpha == 0 })
        let after = documents[3].elements.filter { $0.kind == .cell }
        #expect(after.first { $0.item == 0 }?.frame == Rect2D(x: 10, y: 10, width: 56, height: 40))
        #expect(FileManager.default.fileExists(atPath: directory + "/anAppliedSnapshotIsTheTransitionsUpdate.apply.png"))
    }
}
