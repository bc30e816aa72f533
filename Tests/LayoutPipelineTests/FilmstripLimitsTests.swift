import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec
import Testing

/// A filmstrip costs what its frames show, and what it refuses it refuses before the frames are resolved.
@Suite struct FilmstripLimitsTests {
    static let cell = LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 5, height: 5))

    /// 64 frames of a 375-point viewport side by side are 24,560 points wide: past 16,384 px at scale 1, so the
    /// strip is refused before any frame is resolved.
    @Test func aStripTooWideIsRefusedBeforeAnyFrameIsResolved() {
        var resolved = 0
        let viewport = Rect2D(x: 0, y: 0, width: 375, height: 667)
        let entries = (0..<64).map { _ in
            (visible: viewport, frame: { () -> SceneFrame in
                resolved += 1
                return SceneFrame(ResolvedLayout(viewport: viewport.size, contentSize: viewport.size, offset: .zero, visible: viewport, attributes: []))
            })
        }
        #expect(throws: PictureError.tooLarge(size: Size2D(width: 16 + 64 * (375 + 16), height: 16 + 26 + 667 + 16), scale: 1)) {
            try LayoutPicture.frames(showing: entries, scale: 1)
        }
        #expect(resolved == 0)
        #expect(SceneBuilder.size(ofFrames: [viewport.size, viewport.size], captioned: true)
            == SceneBuilder.scene(of: [SceneFrame(.empty(viewport), caption: "a"), SceneFrame(.empty(viewport), caption: "b")], style: SceneStyle()).size)
    }

    /// Frames holding more than the limit together stop the strip before the next frame is resolved.
    @Test func framesPastTheElementLimitStopTheStrip() {
        let viewport = Rect2D(x: 0, y: 0, width: 100, height: 100)
        let many = Array(repeating: Self.cell, count: 5)
        var resolved = 0
        let entries = (0..<4).map { _ in
            (visible: viewport, frame: { () -> SceneFrame in
                resolved += 1
                return SceneFrame(ResolvedLayout(viewport: viewport.size, contentSize: viewport.size, offset: .zero, visible: viewport, attributes: many))
            })
        }
        #expect(throws: PictureError.tooManyFrameElements(elements: 15, frames: 3, of: 4, limit: 10)) {
            try LayoutPicture.frames(showing: entries, scale: 1, maximumElements: 10)
        }
        #expect(resolved == 3)
        #expect((try? LayoutPicture.frames(showing: Array(entries.prefix(2)), scale: 1, maximumElements: 10))?.count == 2)
        #expect(LayoutPicture.maximumFrameElements == 2_200_000)
    }

    /// The issue's filmstrip, scaled down: one continuous section of 100,000 cells 5 × 5 in a 200 × 100 viewport,
    /// 32 orthogonal offsets. Each frame holds the at most 42 cells it shows.
    @Test func anOrthogonalFilmstripHoldsWhatItsFramesShow() throws {
        let spec = try SpecDecoder.decode(Array(#"""
            {"viewport": {"width": 200, "height": 100},
             "layout": {"kind": "compositional", "section": {"orthogonalScrollingBehavior": "continuous", "group": {
               "layoutSize": {"widthDimension": {"absolute": 5}, "heightDimension": {"absolute": 5}},
               "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}},
             "orthogonalOffsets": [{"section": 0, "offsets": [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000,
               11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000, 21000, 22000, 23000, 24000, 25000, 26000,
               27000, 28000, 29000, 30000, 31000]}],
             "sections": [{"items": {"count": 100000}}]}
            """#.utf8), file: "f.json")
        let frames = try SpecRenderer.frames(for: spec, layout: spec.computeLayout())
        #expect(frames.count == 32)
        #expect(frames.allSatisfy { $0.layout.attributes.count <= 42 })
    }

    /// A caption across the offsets of many sections names eight and counts the rest, so 2,000 scrolling sections
    /// make a caption of one short line, not 2,000 entries drawn in every frame.
    @Test func aCaptionNamesEightSectionsAndCountsTheRest() throws {
        let sections = (0..<20).map { #"{"section": \#($0), "offsets": [0, 10]}"# }.joined(separator: ", ")
        let spec = try SpecDecoder.decode(Array(#"""
            {"viewport": {"width": 200, "height": 100},
             "layout": {"kind": "compositional", "section": {"orthogonalScrollingBehavior": "continuous", "group": {
               "layoutSize": {"widthDimension": {"absolute": 5}, "heightDimension": {"absolute": 5}},
               "horizontal": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}},
             "orthogonalOffsets": [\#(sections)],
             "sections": [\#(Array(repeating: #"{"items": {"count": 3}}"#, count: 20).joined(separator: ", "))]}
            """#.utf8), file: "f.json")
        let frames = try SpecRenderer.frames(for: spec, layout: spec.computeLayout())
        #expect(frames.map(\.caption) == [
            "orthogonal §0 0 · §1 0 · §2 0 · §3 0 · §4 0 · §5 0 · §6 0 · §7 0 … and 12 more",
            "orthogonal §0 10 · §1 10 · §2 10 · §3 10 · §4 10 · §5 10 · §6 10 · §7 10 … and 12 more",
        ])
    }
}

extension ResolvedLayout {
    /// Nothing shown in `visible`.
    static func empty(_ visible: Rect2D) -> ResolvedLayout {
        ResolvedLayout(viewport: visible.size, contentSize: visible.size, offset: .zero, visible: visible, attributes: [])
    }
}
