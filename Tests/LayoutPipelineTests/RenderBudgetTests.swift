import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutSpec
import Testing

/// A legal spec that would take too long or too much memory to draw is refused before drawing,
/// naming the cause (the worst cases of the render benchmark).
@Suite struct RenderBudgetTests {
    private static let viewport = Size2D(width: 375, height: 667)

    private func frame(_ attributes: [LayoutAttributes]) -> SceneFrame {
        SceneFrame(ResolvedLayout(
            viewport: Self.viewport, contentSize: Self.viewport, offset: .zero, visible: Rect2D(origin: .zero, size: Self.viewport),
            attributes: attributes))
    }

    @Test func aStaircaseOfOverlappingCellsIsRefused() {
        // Each cell leaves a sliver of the last showing, so none is covered: 20,000 × 375 × 333 pt.
        let cells = (0..<20_000).map {
            LayoutAttributes(kind: .cell, section: 0, item: $0, frame: Rect2D(x: 0, y: Double($0) * 0.003, width: 375, height: 333))
        }
        do {
            _ = try LayoutPicture.picture(of: [frame(cells)], style: SceneStyle(labels: false), scale: 1)
            Issue.record("the staircase was drawn")
        } catch {
            guard case let .tooMuchWork(cost, scale) = error else {
                Issue.record("expected tooMuchWork, got \(error)")
                return
            }
            #expect(cost.elements == 20_000 && scale == 1)
            #expect(error.message(subject: "the image").contains("20000 elements"))
        }
    }

    @Test func aSliverGridOfAMillionCellsIsOverBudget() {
        // 1,000,000 cells of a 1000 × 1000 grid, each a fraction of a pixel, all on screen.
        #expect(throws: PictureError.tooMuchWork(SceneCost(elements: 1_000_000, area: 375 * 667), scale: 1)) {
            try RenderBudget.check(SceneCost(elements: 1_000_000, area: 375 * 667), scale: 1)
        }
        // A screenful of ordinary cells is far inside the budget, at the largest scale too.
        #expect(throws: Never.self) { try RenderBudget.check(SceneCost(elements: 500, glyphs: 5_000, area: 375 * 667), scale: 16) }
    }

    @Test func tooManyLabelCharactersAreRefused() {
        #expect(throws: PictureError.tooManyGlyphs(RenderBudget.maximumGlyphs + 1)) {
            try RenderBudget.check(SceneCost(elements: 1, glyphs: RenderBudget.maximumGlyphs + 1), scale: 1)
        }
    }

    @Test func aRefusedSpecNamesTheCauseAndTheJSONPath() throws {
        let frames = (0..<20_000).map { "{\"frame\": [0, \(Double($0) * 0.003), 375, 333]}" }.joined(separator: ",")
        let text = """
            {"viewport": {"width": 375, "height": 667}, "offset": {"x": 0, "y": 0},
             "layout": {"kind": "compositional", "section": {"group": {
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}},
               "custom": [\(frames)]}}},
             "sections": [{"items": {"count": 20000}}], "render": {"labels": false}}
            """
        let spec = try SpecDecoder.decode(Array(text.utf8), file: "staircase.json")
        do {
            _ = try SpecRenderer.render(spec)
            Issue.record("the staircase was rendered")
        } catch {
            let message = "\(error)"
            #expect(message.contains("staircase.json") && message.contains("layout:") && message.contains("budget"), "\(message)")
        }
    }
}
