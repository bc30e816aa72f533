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

/// The transition of the documentation's picture (layoutshot-uikit-images draws uikit-transition.png with the same
/// layout): a two-column grid whose inserted items grow in from a fifth of their size while fading in.
@MainActor
@Suite struct UIKitTransitionSnapshotTests {
    func collectionView(_ layout: UICollectionViewLayout, _ dataSource: TransitionImage.Items) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 190), collectionViewLayout: layout)
        view.dataSource = dataSource
        return view
    }

    @Test func recordsTheTransitionFilmstripThenVerifies() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-transition").path
        let data = TransitionImage.Items()
        let layout = TransitionImage.GrowInTwoColumnLayout()
        let view = collectionView(layout, data)
        let insert = {
            data.count = 6
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(verifyLayoutSnapshot(
            of: .transition(of: layout, in: view, updates: insert), as: [.layout, .png], named: "insert", record: .all,
            snapshotDirectory: directory) == nil)
        let documents = try LayoutJSON.decodeDocuments(
            Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/recordsTheTransitionFilmstripThenVerifies.insert.layout.json"))),
            file: "f")
        #expect(documents.count == 4)
        // Column width 85: the new item 1 is at x 105, y 40 after the update; it starts there at a fifth of its size
        // and alpha 0, and is halfway (scale 0.6, alpha 0.5) in the midpoint. Item 2 (the old item 1) starts at
        // x 105, y 40 and is halfway to x 10, y 90 in the midpoint.
        let start = documents[1].elements.filter { $0.kind == .cell }
        #expect(start.first { $0.item == 1 }?.frame == Rect2D(x: 105, y: 40, width: 85, height: 40))
        #expect(start.first { $0.item == 1 }?.alpha == 0)
        #expect(start.first { $0.item == 2 }?.frame == Rect2D(x: 105, y: 40, width: 85, height: 40))
        let middle = documents[2].elements.filter { $0.kind == .cell }
        #expect(middle.first { $0.item == 1 }?.alpha == 0.5)
        #expect(middle.first { $0.item == 2 }?.frame == Rect2D(x: 57.5, y: 65, width: 85, height: 40))
        // Verifying replays the update on a fresh data source and collection view.
        let again = TransitionImage.Items()
        let againLayout = TransitionImage.GrowInTwoColumnLayout()
        let againView = collectionView(againLayout, again)
        let replay = {
            again.count = 6
            againView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        assertLayoutSnapshot(
            of: .transition(of: againLayout, in: againView, updates: replay), as: [.layout, .png], named: "insert", record: .never,
            snapshotDirectory: directory)
    }

    /// The filmstrip names its stages as the documentation's picture does, not the offset all frames share.
    @Test(arguments: [(true, ["before", "start", "midpoint", "after"]), (false, ["before", "start", "after"])])
    func framesAreCaptionedWithTheirStage(midpoint: Bool, captions: [String]) throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-transition").path
        let data = TransitionImage.Items()
        let layout = TransitionImage.GrowInTwoColumnLayout()
        let view = collectionView(layout, data)
        let insert = {
            data.count = 6
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(verifyLayoutSnapshot(
            of: .transition(of: layout, in: view, midpoint: midpoint, updates: insert), as: [.svg], named: "stages", record: .all,
            snapshotDirectory: directory) == nil)
        let svg = try String(contentsOfFile: directory + "/framesAreCaptionedWithTheirStage.stages.svg", encoding: .utf8)
        let shown = svg.split(separator: "\n").filter { $0.contains("class=\"caption\"") }.compactMap { line in
            line.split(separator: "aria-label=\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
        }
        #expect(shown == captions)
    }

    @Test func anInvalidUpdateFailsWithUIKitsMessageAndRecordsNothing() throws {
        let directory = try TemporaryDirectory.make(prefix: "layoutshot-transition").path
        let data = TransitionImage.Items()
        let layout = TwoColumnLayout()
        let view = collectionView(layout, data)
        let message = try #require(verifyLayoutSnapshot(
            of: .transition(of: layout, in: view) { view.insertItems(at: [IndexPath(item: 1, section: 0)]) }, as: [.png], named: "bad",
            record: .all, snapshotDirectory: directory))
        #expect(message.contains("Invalid update: invalid number of items in section 0."))
        #expect(!FileManager.default.fileExists(atPath: directory + "/anInvalidUpdateFailsWithUIKitsMessageAndRecordsNothing.bad.png"))
    }
}
