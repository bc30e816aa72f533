import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutShotTestSupport
import LayoutSpec
import Testing

@Suite struct PictureTests {
    private func scene(_ width: Double, _ height: Double) -> RenderScene {
        RenderScene(size: Size2D(width: width, height: height), background: RGBAColor(r: 255, g: 255, b: 255, a: 255), drawables: [])
    }

    @Test func pixelSizeIsThePointSizeTimesTheScaleRoundedUp() throws {
        let picture = try Picture(scene(100.2, 50), scale: 3)
        #expect(picture.pixelWidth == 301 && picture.pixelHeight == 150)
        let bitmap = picture.bitmap()
        #expect(bitmap.width == 301 && bitmap.height == 150)
    }

    @Test(arguments: [0.0, -1, 16.5, .nan, .infinity])
    func anUnusableScaleIsRefused(_ scale: Double) {
        do {
            _ = try Picture(scene(10, 10), scale: scale)
            Issue.record("scale \(scale) was accepted")
        } catch {
            if case .badScale = error {} else { Issue.record("expected badScale, got \(error)") }
        }
    }

    @Test func theLimitIsCheckedBeforeAnythingIsAllocated() {
        // 1e300 pt would trap converting to Int, and 16385 px is one past the limit.
        #expect(throws: PictureError.tooLarge(size: Size2D(width: 1e300, height: 10), scale: 1)) {
            try Picture(scene(1e300, 10), scale: 1)
        }
        #expect(throws: PictureError.tooLarge(size: Size2D(width: 10, height: 8192.5), scale: 2)) {
            try Picture(scene(10, 8192.5), scale: 2)
        }
        #expect((try? Picture(scene(10, 8192), scale: 2))?.pixelHeight == 16384)
    }

    @Test func theMessageGivesPointsScaleAndPixels() {
        let error = PictureError.tooLarge(size: Size2D(width: 100, height: 5000), scale: 4)
        #expect(error.message(subject: "the content area")
            == "the content area of 100×5000 pt at scale 4 is 400×20000 px; the limit is 16384 px per side")
    }

    @Test func aResolvedLayoutFromAnyLayoutCodeIsDrawnWithItsTransforms() throws {
        let moved = LayoutAttributes(
            kind: .cell, section: 0, item: 0, frame: Rect2D(x: 10, y: 10, width: 20, height: 20),
            transform: .translation(x: 30, y: 0))
        let badge = LayoutAttributes(
            kind: .supplementary, section: 0, item: 0, frame: Rect2D(x: 0, y: 0, width: 8, height: 8), zIndex: 5, elementKind: "badge")
        let layout = ResolvedLayout(
            viewport: Size2D(width: 100, height: 50), contentSize: Size2D(width: 100, height: 50), offset: .zero,
            visible: Rect2D(x: 0, y: 0, width: 100, height: 50), attributes: [moved, badge])
        let picture = try LayoutPicture.picture(of: LayoutPicture.frames(of: [layout]), scale: 1)
        let cell = try #require(picture.scene.drawables.first { $0.role == "cell" })
        #expect(cell.transform.apply(to: Rect2D(x: 10, y: 10, width: 20, height: 20)) == Rect2D(x: 40, y: 10, width: 20, height: 20))
        #expect(picture.scene.drawables.last { $0.role == "supplementary" } != nil)
        // The badge has the higher zIndex, so it is painted after the cell.
        let roles = picture.scene.drawables.map(\.role)
        #expect(roles.firstIndex(of: "cell")! < roles.firstIndex(of: "supplementary")!)
        // The cell is drawn at its moved place: x 45 is inside it, x 20 (its untransformed frame) is background.
        let bitmap = picture.bitmap()
        #expect(bitmap[45, 20] != bitmap[80, 40])
        #expect(bitmap[20, 20] == bitmap[80, 40])
    }

    @Test func severalOffsetsMakeACaptionedFilmstrip() {
        let layout = LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 100, height: 100),
            sections: [SectionConfiguration(items: Array(repeating: ItemSpec(), count: 20))]
        ).compute()
        let frames = LayoutPicture.frames(of: [layout.resolvedViewport(at: .zero), layout.resolvedViewport(at: Point2D(x: 0, y: 50))])
        #expect(frames.map(\.caption) == ["offset (0, 0)", "offset (0, 50)"])
        #expect(LayoutPicture.frames(of: [layout.resolvedViewport(at: .zero)]).map(\.caption) == [nil])
    }

    @Test func aSpecTooLargeToDrawNamesItsFileAndTheScalePath() throws {
        var spec = try TestSpecs.waterfall(scale: 16)
        var configuration = try #require(spec.layout.engine)
        configuration.viewport = Size2D(width: 240, height: 300)
        configuration.sections[0].items += Array(repeating: ItemSpec(height: 900), count: 4)
        spec.layout = .engine(configuration)
        #expect(throws: SpecError.self) { try SpecRenderer.picture(for: spec, layout: spec.computeLayout()) }
        do {
            _ = try SpecRenderer.picture(for: spec, layout: spec.computeLayout())
        } catch {
            #expect(error.description.hasPrefix("fixture.json: scale: the content area of 240×"))
            #expect(error.description.hasSuffix("(lower the scale or render the viewport)"))
        }
    }
}

@Suite struct PixelCountLimitTests {
    @Test func theLimitInAllIsTheOneThePNGCodecAccepts() throws {
        let scene = RenderScene(size: Size2D(width: 16384, height: 8000), background: RGBAColor(r: 0, g: 0, b: 0, a: 255), drawables: [])
        #expect(throws: PictureError.tooManyPixels(size: Size2D(width: 16384, height: 8000), scale: 1)) { try Picture(scene, scale: 1) }
        #expect(PictureError.tooManyPixels(size: Size2D(width: 16384, height: 8000), scale: 1).message(subject: "the image")
            == "the image of 16384×8000 pt at scale 1 is 16384×8000 px; the limit is 67108864 px in all")
        #expect(PixelLimits.maximumPixelCount == PNGCodec.maximumPixelCount)
        #expect((try? Picture(RenderScene(size: Size2D(width: 8192, height: 8192), background: scene.background, drawables: []), scale: 1)) != nil)
    }

    @Test func aViewportBeyondTheLimitInAllIsASpecErrorAtViewport() {
        let text = #"{"viewport": {"width": 16384, "height": 8000}, "layout": {"kind": "flow"}, "sections": []}"#
        #expect(throws: SpecError.invalid(file: "t.json", path: "viewport", message: "16384×8000 pt at scale 1 exceeds the limit of 67108864 px in all")) {
            try SpecDecoder.decode(Array(text.utf8), file: "t.json")
        }
    }
}
