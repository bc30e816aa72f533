import LayoutCore
import Testing

@testable import LayoutRender

/// The renderer draws what the attributes say: alpha as group opacity, hidden elements not at all,
/// and UIKit's order by zIndex across every kind.
@Suite("Drawing the attributes")
struct ElementAttributesDrawingTests {
    private static let visible = Rect2D(x: 0, y: 0, width: 40, height: 20)

    private static func scene(_ attributes: [LayoutAttributes], labels: Bool = false) -> RenderScene {
        let layout = ResolvedLayout(
            viewport: visible.size, contentSize: visible.size, offset: .zero, visible: visible, attributes: attributes)
        return SceneBuilder.scene(of: [SceneFrame(layout)], style: SceneStyle(labels: labels))
    }

    /// Cell A (section 0, opaque) at x 0…20 and cell B (section 1) at x 10…30, B drawn over A.
    private static func cells(alphaOfB alpha: Double) -> [LayoutAttributes] {
        [
            LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 20, height: 20)),
            LayoutAttributes(kind: .cell, section: 1, item: 0, frame: Rect2D(x: 10, y: 0, width: 20, height: 20), alpha: alpha),
        ]
    }

    @Test func aHalfTransparentCellOverAnotherBlendsPremultiplied() {
        let bitmap = SceneRasterizer.render(Self.scene(Self.cells(alphaOfB: 0.5)), scale: 1)
        // Light theme fills: A = #0072B2 and B = #E69F00 at 55 % over white: A (115, 177, 213), B (241, 202, 115).
        // B's layer pixel is B opaque; alpha 0.5 is a = round(127.5) = 128, so the source is
        // round(c · 128 / 255): (121, 101, 58, 128), and what is under keeps 255 − 128 = 127 / 255 of itself.
        // Over A: 121 + round(115 · 127 / 255) = 121 + 57, 101 + round(177 · 127 / 255) = 101 + 88,
        // 58 + round(213 · 127 / 255) = 58 + 106, 128 + 127.
        #expect(bitmap[15, 10] == Bitmap.Pixel(r: 178, g: 189, b: 164, a: 255))
        // Over the white background: 121 + 127, 101 + 127, 58 + 127, 128 + 127.
        #expect(bitmap[25, 10] == Bitmap.Pixel(r: 248, g: 228, b: 185, a: 255))
        // A alone is untouched.
        #expect(bitmap[5, 10] == Bitmap.Pixel(r: 115, g: 177, b: 213, a: 255))
    }

    @Test func alphaFadesTheElementsDrawingAsOneGroup() {
        // Column 10 holds B's border over B's fill; drawn opaque, B alone decides the pixel there.
        let opaque = SceneRasterizer.render(Self.scene(Self.cells(alphaOfB: 1)), scale: 1)[10, 10]
        let faded = SceneRasterizer.render(Self.scene(Self.cells(alphaOfB: 0.5)), scale: 1)[10, 10]
        let under = Bitmap.Pixel(r: 115, g: 177, b: 213, a: 255)
        // Group opacity: B's finished pixel at 128/255 over A; fading border and fill one by one would
        // let the fill show through the border and give another colour.
        func blend(_ b: UInt8, _ a: UInt8) -> UInt8 { UInt8(mulDiv255(Int(b), 128) + mulDiv255(Int(a), 127)) }
        #expect(faded == Bitmap.Pixel(
            r: blend(opaque.r, under.r), g: blend(opaque.g, under.g), b: blend(opaque.b, under.b), a: 255))
        #expect(opaque != Bitmap.Pixel(r: 241, g: 202, b: 115, a: 255), "column 10 shows B's border")
    }

    @Test func theSVGGroupCarriesTheOpacity() {
        let svg = SVGWriter.svg(of: Self.scene(Self.cells(alphaOfB: 0.5), labels: true))
        #expect(svg.contains("<g class=\"cell-group\" opacity=\"0.5\">\n<rect class=\"cell\" x=\"10\""))
        // The label is inside the group too.
        let group = svg.components(separatedBy: "opacity=\"0.5\">").dropFirst().first?.components(separatedBy: "</g>").first ?? ""
        #expect(group.contains("aria-label=\"1·0\""))
        #expect(!SVGWriter.svg(of: Self.scene(Self.cells(alphaOfB: 1))).contains("opacity"))
    }

    @Test func aHiddenElementIsNotDrawn() {
        var cells = Self.cells(alphaOfB: 1)
        cells[1].isHidden = true
        let scene = Self.scene(cells, labels: true)
        #expect(scene.drawables.map(\.role) == ["cell", "label"])
        #expect(!SVGWriter.svg(of: scene).contains("x=\"10\""))
        #expect(SceneRasterizer.render(scene, scale: 1)[25, 10] == Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func anElementOfAlphaZeroIsNotDrawn() {
        #expect(Self.scene(Self.cells(alphaOfB: 0)).drawables.count == 1)
    }

    @Test func zIndexOrdersAcrossEveryKind() {
        let box = Rect2D(x: 0, y: 0, width: 40, height: 20)
        let scene = Self.scene([
            LayoutAttributes(kind: .header, section: 0, frame: box, zIndex: -5),
            LayoutAttributes(kind: .cell, section: 0, item: 0, frame: box, zIndex: 3),
            LayoutAttributes(kind: .decoration, section: 0, frame: box, zIndex: 10, elementKind: "background"),
            LayoutAttributes(kind: .supplementary, section: 0, frame: box, zIndex: 0, elementKind: "badge"),
            LayoutAttributes(kind: .footer, section: 0, frame: box, zIndex: 3),
        ])
        #expect(scene.drawables.map(\.role) == ["header", "supplementary", "cell", "footer", "decoration"])
    }

    @Test func tiesKeepTheLayoutsOrder() {
        // Two supplementary views of one index path and zIndex differ only by their place in the layout.
        let box = Rect2D(x: 0, y: 0, width: 40, height: 20)
        let first = LayoutAttributes(kind: .supplementary, section: 0, frame: box, elementKind: "a")
        let second = LayoutAttributes(kind: .supplementary, section: 0, frame: box.offsetBy(dx: 1, dy: 0), elementKind: "b")
        for pair in [[first, second], [second, first]] {
            let drawn = Self.scene(pair).drawables.compactMap { drawable -> Double? in
                if case let .rect(rect, _) = drawable.shape { rect.x } else { nil }
            }
            #expect(drawn == pair.map(\.frame.x))
        }
    }
}
