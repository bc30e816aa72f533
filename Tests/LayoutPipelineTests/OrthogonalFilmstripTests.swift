import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec
import Testing

/// A filmstrip across orthogonal offsets: one captioned frame per offset of the sections' own scrollers.
@Suite struct OrthogonalFilmstripTests {
    static let root = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Section 0's groups (100 wide from x = 0) at offsets 0, 50 and 120: its second cell at x = 100, 50, −20 in
    /// the three frames (its first, at −120 in the third, no longer shows there), each captioned with its offsets;
    /// section 1 stays at its one offset, 30.
    @Test func eachFrameShowsItsOffsets() throws {
        let spec = try SpecDecoder.decode(Array(#"""
            {"viewport": {"width": 300, "height": 400},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}},
               "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]},
               "orthogonalScrollingBehavior": "continuous"}},
             "sections": [{"items": {"count": 9}}, {"items": {"count": 9}}],
             "orthogonalOffsets": [{"section": 0, "offsets": [0, 50, 120]}, {"section": 1, "offset": 30}]}
            """#.utf8), file: "f.json")
        let frames = try SpecRenderer.frames(for: spec, layout: spec.computeLayout())
        #expect(frames.map(\.caption) == ["orthogonal §0 0 · §1 30", "orthogonal §0 50 · §1 30", "orthogonal §0 120 · §1 30"])
        func cell(_ frame: SceneFrame, section: Int, item: Int) -> Rect2D? {
            let cells = frame.layout.attributes.filter { $0.kind == .cell && $0.section == section && $0.item == item }
            return cells.first?.frame
        }
        #expect(frames.map { cell($0, section: 0, item: 1)?.x } == [100, 50, -20])
        #expect(frames.map { cell($0, section: 0, item: 0)?.x } == [0, -50, nil])
        #expect(frames.map { cell($0, section: 1, item: 0) } == Array(repeating: Rect2D(x: -30, y: 50, width: 100, height: 50), count: 3))
    }

    /// The gallery's orthogonal filmstrip shows each paging behaviour at resting offsets of its own: the offsets
    /// its spec lists are the engine's `restingOffsets` (continuous, section 0, rests anywhere).
    @Test func theGalleryFilmstripRestsWhereTheBehavioursRest() throws {
        let path = Self.root.appendingPathComponent("Sources/layoutshot/Gallery/compositional-orthogonal-filmstrip.json").path
        let spec = try SpecDecoder.decode(contentsOfFile: path)
        let compositional = try #require(spec.layout.compositional)
        let geometry = compositional.compute().sections
        #expect(compositional.orthogonalOffsetFrames.count == 3)
        for s in 1..<5 {
            let resting = Array(geometry[s].restingOffsets.prefix(3))
            #expect(compositional.orthogonalOffsetFrames.map { $0[s] } == resting, "section \(s)")
        }
    }
}
