import LayoutCore
import Testing

@testable import LayoutRender

/// What a list draws beyond its rows: separators in the theme's separator colour over the rows, a list
/// background in the colour the layout asks for, and a `firstItemInSection` header cell as a header.
@Suite("Drawing lists")
struct ListDrawingTests {
    private static let visible = Rect2D(x: 0, y: 0, width: 40, height: 20)

    private static func bitmap(_ attributes: [LayoutAttributes]) -> Bitmap {
        let layout = ResolvedLayout(
            viewport: visible.size, contentSize: visible.size, offset: .zero, visible: visible, attributes: attributes)
        return SceneRasterizer.render(SceneBuilder.scene(of: [SceneFrame(layout)], style: SceneStyle(labels: false)), scale: 1)
    }

    /// A 10-point-tall row and its one-point separator at its bottom edge (y 9…10) from x = 16: the separator is
    /// drawn over the opaque row in #3C3C43; left of its inset the row's fill shows.
    @Test func aSeparatorIsDrawnOverItsRow() {
        let bitmap = Self.bitmap([
            LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 40, height: 10)),
            LayoutAttributes(
                kind: .decoration, section: 0, item: 0, frame: Rect2D(x: 16, y: 9, width: 24, height: 1), zIndex: 1,
                elementKind: CompositionalListConfiguration.separatorElementKind),
        ])
        #expect(bitmap[20, 9] == Bitmap.Pixel(r: 0x3C, g: 0x3C, b: 0x43, a: 255))
        #expect(bitmap[8, 5] == Bitmap.Pixel(r: 115, g: 177, b: 213, a: 255))
        #expect(bitmap[8, 9] != bitmap[20, 9])
    }

    /// A list background with a colour is filled with exactly that colour, not the section's tint.
    @Test func aListBackgroundHasItsColour() {
        let bitmap = Self.bitmap([
            LayoutAttributes(
                kind: .decoration, section: 0, frame: Self.visible, zIndex: -2,
                elementKind: CompositionalListConfiguration.backgroundColorElementKind, color: RGBAColor(r: 242, g: 242, b: 247)),
        ])
        #expect(bitmap[20, 10] == Bitmap.Pixel(r: 242, g: 242, b: 247, a: 255))
    }

    /// A `firstItemInSection` header cell is filled as a header (#3A3A3C), an ordinary cell with the section tint.
    @Test func aHeaderItemIsDrawnAsAHeader() {
        let bitmap = Self.bitmap([
            LayoutAttributes(
                kind: .cell, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 40, height: 10),
                elementKind: CompositionalListConfiguration.headerItemElementKind),
            LayoutAttributes(kind: .cell, section: 0, item: 1, frame: Rect2D(x: 0, y: 10, width: 40, height: 10)),
        ])
        #expect(bitmap[20, 5] == Bitmap.Pixel(r: 0x3A, g: 0x3A, b: 0x3C, a: 255))
        #expect(bitmap[20, 15] == Bitmap.Pixel(r: 115, g: 177, b: 213, a: 255))
    }
}
