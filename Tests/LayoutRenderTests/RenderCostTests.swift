import LayoutCore
import Testing

@testable import LayoutRender

/// A scene costs what it shows: elements outside the picture or under an opaque element drawn later
/// make no drawables, whatever their number (the worst cases of the render benchmark, made small).
@Suite("Render cost follows what shows")
struct RenderCostTests {
    private static let visible = Rect2D(x: 0, y: 0, width: 60, height: 40)

    private static func scene(_ attributes: [LayoutAttributes], labels: Bool = true) -> RenderScene {
        let layout = ResolvedLayout(
            viewport: visible.size, contentSize: Size2D(width: 60, height: 1e6), offset: .zero, visible: visible,
            attributes: attributes)
        return SceneBuilder.scene(of: [SceneFrame(layout)], style: SceneStyle(labels: labels))
    }

    private static func cell(_ item: Int, _ frame: Rect2D) -> LayoutAttributes {
        LayoutAttributes(kind: .cell, section: 0, item: item, frame: frame)
    }

    /// More elements in one frame than `VisibleElements.occlusionThreshold`.
    private static let count = 5_000

    @Test func cellsCoveringTheViewportDrawOnlyTheTopmost() {
        // Negative content insets: every cell covers the whole viewport, each a point lower than the last.
        let cells = (0..<Self.count).map { Self.cell($0, Rect2D(x: -10, y: -1e6 + Double($0), width: 80, height: 2e6)) }
        let scene = Self.scene(cells)
        #expect(scene.drawables.map(\.role) == ["cell", "label"])
        #expect(scene.drawables.contains { if case .glyphs("0·\(Self.count - 1)", _) = $0.shape { true } else { false } })
        // The pixels are those of the topmost cell alone (drawn without any leaving out).
        #expect(SceneRasterizer.render(scene, scale: 2) == SceneRasterizer.render(Self.scene([cells.last!]), scale: 2))
    }

    @Test func aCustomPileOfOneFrameDrawsOneElement() {
        let cells = (0..<Self.count).map { Self.cell($0, Self.visible) }
        #expect(Self.scene(cells).drawables.count == 2)
        #expect(Self.scene(cells, labels: false).drawables.count == 1)
    }

    @Test func labelsUnderAnOpaqueCellAreNotOutlined() {
        // A staircase: each cell leaves a sliver of the one before it showing, so every box is drawn,
        // but only the topmost label shows.
        let cells = (0..<Self.count).map { Self.cell($0, Rect2D(x: 0, y: Double($0) * 0.0001, width: 60, height: 30)) }
        let scene = Self.scene(cells)
        #expect(scene.drawables.filter { $0.role == "cell" }.count == Self.count)
        #expect(scene.drawables.filter { $0.role == "label" }.count == 1)
    }

    @Test func elementsOutsideThePictureMakeNoDrawablesHoweverTall() {
        // Supplementary views 1.79e308 tall on the cells of an orthogonal section: only the one
        // whose column is on screen is drawn.
        let views = (0..<200).map { item in
            LayoutAttributes(
                kind: .supplementary, section: 0, item: item, frame: Rect2D(x: Double(item) * 100 + 5, y: 0, width: 10, height: 1.79e308),
                zIndex: 1, elementKind: "badge")
        }
        let scene = Self.scene(views)
        #expect(scene.drawables.map(\.role) == ["supplementary"])
        let bitmap = SceneRasterizer.render(scene, scale: 1)
        #expect(bitmap[10, 20] != bitmap[40, 20], "the one on screen is drawn")
    }

    @Test func anElementAMarginOutsideIsStillDrawn() {
        // Its border reaches into the picture: only what cannot change a pixel is left out.
        let scene = Self.scene([Self.cell(0, Rect2D(x: 0, y: 40.5, width: 60, height: 20))], labels: false)
        #expect(scene.drawables.count == 1)
    }

    @Test func theCostCountsWhatIsDrawn() {
        let cells = (0..<Self.count).map { Self.cell($0, Self.visible) }
        let cost = VisibleElements(cells, visible: Self.visible, style: SceneStyle()).cost
        #expect(cost.elements == 1)
        #expect(cost.glyphs == "0·\(Self.count - 1)".count)
        #expect(cost.area == 60 * 40)
        var faded = cells[0]
        faded.alpha = 0.5
        #expect(VisibleElements([faded], visible: Self.visible, style: SceneStyle(labels: false)).cost.area == 2 * 60 * 40)
    }
}
