import LayoutCore
@testable import LayoutRender
import Testing

/// Annotations, grids and device frames are scene drawables, so the SVG writer and the rasterizer both
/// show them where the geometry says.
@Suite struct AnnotationDrawingTests {
    static func scene(_ configuration: LayoutConfiguration, frame: (EngineLayout) -> SceneFrame, options: PresentationOptions) -> RenderScene {
        let layout = configuration.compute()
        return PresentationBuilder.scene(of: [frame(layout)], style: SceneStyle(), options: options, measuring: layout)
    }

    @Test func theInteritemGapLineIsInTheSVGAndThePNG() {
        let scene = Self.scene(AnnotationGeometryTests.flow, frame: { .content(of: $0) }, options: PresentationOptions(annotate: true))
        let lines = scene.drawables.filter { $0.role == "dimension" }
        #expect(lines.contains { $0.shape == .line(from: Point2D(x: 66, y: 62), to: Point2D(x: 75, y: 62)) })
        #expect(scene.drawables.contains { if case .glyphs("9", _) = $0.shape { $0.role == "dimension-value" } else { false } })
        let svg = SVGWriter.svg(of: scene)
        #expect(svg.contains(##"<line class="dimension" x1="66" y1="62" x2="75" y2="62" fill="none" stroke="#D81B60" stroke-width="1"/>"##))
        // At scale 2 the 1-pt line at y = 62 fills pixel rows 123 and 124 from x = 132 to 150.
        let bitmap = SceneRasterizer.render(scene, scale: 2)
        let accent = Bitmap.Pixel(r: 0xD8, g: 0x1B, b: 0x60, a: 255)
        #expect(bitmap[141, 123] == accent)
        #expect(bitmap[141, 124] == accent)
        #expect(bitmap[141, 121] != accent)
    }

    @Test func annotationsAddGuttersForTheFrameSizeOutsideThePicture() {
        let scene = Self.scene(AnnotationGeometryTests.flow, frame: { .content(of: $0) }, options: PresentationOptions(annotate: true))
        #expect(scene.size.width > 200 && scene.size.height > 166)
        let width = scene.drawables.first { $0.role == "dimension" && $0.shape == .line(from: Point2D(x: 0, y: 180), to: Point2D(x: 200, y: 180)) }
        #expect(width != nil)
    }

    /// Viewport at y = 60 with a grid every 25: lines at content x = 0, 25, 50, 75, 100 and content
    /// y = 75, 100, 125, 150 (picture y = 15, 40, 65, 90).
    @Test func gridLinesFollowTheContentOrigin() {
        let scene = Self.scene(
            AnnotationGeometryTests.waterfall, frame: { .viewport(of: $0, at: Point2D(x: 0, y: 60)) }, options: PresentationOptions(grid: 25))
        let grid = scene.drawables.filter { $0.role == "grid" }.map(\.shape)
        let vertical = [0.0, 25, 50, 75, 100].map { Drawable.Shape.line(from: Point2D(x: $0, y: 0), to: Point2D(x: $0, y: 100)) }
        let horizontal = [15.0, 40, 65, 90].map { Drawable.Shape.line(from: Point2D(x: 0, y: $0), to: Point2D(x: 100, y: $0)) }
        #expect(grid == vertical + horizontal)
        #expect(scene.size == Size2D(width: 100, height: 100))
    }

    /// A portrait 100×200 viewport in a 12-pt bezel under a 44-pt status bar: 124 × 268, content at (12, 56).
    @Test func theDeviceFrameSurroundsTheViewportBelowAStatusBar() {
        let configuration = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 100, height: 200),
            sections: [SectionConfiguration(items: [ItemSpec()], itemSize: Size2D(width: 40, height: 30))])
        let scene = Self.scene(configuration, frame: { .viewport(of: $0, at: .zero) }, options: PresentationOptions(deviceFrame: true))
        #expect(scene.size == Size2D(width: 124, height: 268))
        #expect(scene.drawables.first?.shape == .rect(Rect2D(x: 12, y: 12, width: 100, height: 244), cornerRadius: 0))
        let cell = scene.drawables.first { $0.role == "cell" }?.shape
        #expect(cell == .rect(Rect2D(x: 12, y: 56, width: 40, height: 30), cornerRadius: 4))
        #expect(scene.drawables.last?.role == "device")
    }

    @Test func plainOptionsLeaveTheSceneAsTheSceneBuilderMakesIt() {
        let layout = AnnotationGeometryTests.flow.compute()
        let frames = [SceneFrame.content(of: layout)]
        #expect(PresentationBuilder.scene(of: frames, style: SceneStyle(), options: PresentationOptions(), measuring: layout)
            == SceneBuilder.scene(of: frames, style: SceneStyle()))
    }
}

@Suite struct LayoutGridPositionTests {
    @Test func linesAreTheMultiplesOfTheSpacingInsideTheFrame() {
        #expect(LayoutGrid.positions(from: 3, to: 30, spacing: 8) == [8, 16, 24])
        #expect(LayoutGrid.positions(from: -8, to: 8, spacing: 8) == [-8, 0, 8])
        #expect(LayoutGrid.positions(from: 1, to: 7, spacing: 8).isEmpty)
    }

    @Test func aFrameScrolledAbsurdlyFarDrawsWithoutTrapping() {
        // At 1e300 consecutive doubles are far more than 8 apart: every line lands on the same point, and
        // no line index is ever converted to an integer.
        let far = LayoutGrid.positions(from: 1e300, to: 1e300 + 480, spacing: 8)
        #expect(far.count <= 1)
        #expect(LayoutGrid.positions(from: -1e300, to: .infinity, spacing: 8).isEmpty)
        #expect(LayoutGrid.positions(from: .nan, to: 10, spacing: 8).isEmpty)
    }
}
