import LayoutCore
import Testing

@testable import LayoutRender

/// A mask clip draws only the part of the box inside it: the clip reaches past the box on the left and covers
/// its left half, so the box shows from x 0 to 20 and the background from 20 to 40.
@Suite("Drawing a clipped box")
struct ClipDrawingTests {
    private static let visible = Rect2D(x: 0, y: 0, width: 40, height: 20)

    private static func scene(clipped: Bool) -> RenderScene {
        var cell = LayoutAttributes(kind: .cell, section: 0, item: 0, frame: visible)
        if clipped {
            cell.clip = ClipShape(polygons: [[Point2D(x: -10, y: 0), Point2D(x: 20, y: 0), Point2D(x: 20, y: 20), Point2D(x: -10, y: 20)]])
        }
        let layout = ResolvedLayout(viewport: visible.size, contentSize: visible.size, offset: .zero, visible: visible, attributes: [cell])
        return SceneBuilder.scene(of: [SceneFrame(layout)], style: SceneStyle(labels: false))
    }

    @Test func onlyThePartInsideTheClipIsDrawn() {
        let clipped = SceneRasterizer.render(Self.scene(clipped: true), scale: 1)
        let whole = SceneRasterizer.render(Self.scene(clipped: false), scale: 1)
        #expect(clipped[8, 10] == whole[8, 10])
        #expect(whole[30, 10] != Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(clipped[30, 10] == Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func theSVGDrawsTheClippedOutline() {
        let svg = SVGWriter.svg(of: Self.scene(clipped: true))
        #expect(svg.contains("<path class=\"cell\" d=\"M0 0L20 0L20 20L0 20Z\""))
        #expect(!svg.contains("<rect class=\"cell\""))
    }
}
