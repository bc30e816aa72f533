import LayoutCore
import Testing

@Suite struct AttributesTransformTests {
    let frame = Rect2D(x: 10, y: 20, width: 40, height: 20)

    @Test func translationMovesTheDrawnFrameOnly() {
        let a = LayoutAttributes(kind: .cell, section: 0, frame: frame, transform: .translation(x: 5, y: -8))
        #expect(a.frame == frame)
        #expect(a.drawnFrame == Rect2D(x: 15, y: 12, width: 40, height: 20))
    }

    @Test func transformScalesAboutTheCentreAfterTheScale() {
        // Centre (30, 30). scale 2 gives 80×40 about it; transform scale 0.5 brings it back to 40×20.
        let a = LayoutAttributes(kind: .cell, section: 0, frame: frame, scale: 2, transform: .scale(x: 0.5, y: 0.5))
        #expect(a.drawnFrame == frame)
        let b = LayoutAttributes(kind: .cell, section: 0, frame: frame, transform: .scale(x: 1.5, y: 1))
        #expect(b.drawnFrame == Rect2D(x: 0, y: 20, width: 60, height: 20))
    }

    @Test func quarterTurnSwapsTheBoundingBoxAboutTheCentre() {
        let turn = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let a = LayoutAttributes(kind: .cell, section: 0, frame: frame, transform: turn)
        let drawn = a.drawnFrame
        #expect(abs(drawn.x - 20) < 1e-9 && abs(drawn.y - 10) < 1e-9)
        #expect(abs(drawn.width - 20) < 1e-9 && abs(drawn.height - 40) < 1e-9)
    }

    @Test func identityKeepsTheEnginesOwnFastPath() {
        let a = LayoutAttributes(kind: .cell, section: 0, frame: frame, scale: 1.5)
        #expect(a.transform.isIdentity)
        #expect(a.drawnFrame == frame.scaledAboutCenter(1.5))
        #expect(a.drawingTransform == .scale(1.5, about: frame.center))
    }

    @Test func supplementaryKindsSortAfterFootersAndBeforeDecorations() {
        let order = ElementKind.allCases.sorted { $0.sectionOrder < $1.sectionOrder }
        #expect(order == [.header, .cell, .footer, .supplementary, .decoration])
    }

    @Test func resolvedViewportIsTheRectQueryAtTheOffset() {
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: Array(repeating: ItemSpec(), count: 10))]
        ).compute()
        let offset = Point2D(x: 0, y: 60)
        let resolved = layout.resolvedViewport(at: offset)
        #expect(resolved.visible == Rect2D(x: 0, y: 60, width: 100, height: 100))
        #expect(resolved.attributes == layout.attributes(in: resolved.visible, at: offset))
        #expect(resolved.contentSize == layout.contentSize)
        #expect(layout.resolvedContent().attributes == layout.staticAttributes)
    }
}
