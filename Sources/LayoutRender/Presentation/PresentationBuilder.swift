import LayoutCore

/// Builds the scene of a layout with presentation options: a layout grid, dimension lines and a device
/// frame around each frame; several frames (or captioned ones) are laid out as a sheet.
public enum PresentationBuilder {
    /// Space between a picture and the dimension lines of its size.
    static let gutterGap = 14.0
    /// Height of the note giving the content size under a viewport's dimensions.
    static let noteHeight = 16.0
    /// Font size of that note.
    static let noteFontSize = 11.0

    /// The scene showing `frames` with `options`; exactly `SceneBuilder`'s scene when the options add
    /// nothing. Annotations measure section insets when the engine's `layout` is given.
    public static func scene(
        of frames: [SceneFrame], style: SceneStyle, options: PresentationOptions, measuring layout: EngineLayout? = nil
    ) -> RenderScene {
        scene(of: frames, style: style, options: options, measuring: layout, within: { _ in })
    }

    /// The scene of `scene(of:style:options:measuring:)`, each frame's elements drawn once `check`
    /// has accepted their cost (it throws to refuse).
    public static func scene<E: Error>(
        of frames: [SceneFrame], style: SceneStyle, options: PresentationOptions, measuring layout: EngineLayout? = nil,
        within check: (SceneCost) throws(E) -> Void
    ) throws(E) -> RenderScene {
        guard !options.isPlain else { return try SceneBuilder.scene(of: frames, style: style, within: check) }
        let palette = PresentationPalette(theme: style.theme)
        var pictures: [RenderScene] = []
        for frame in frames {
            pictures.append(try picture(of: frame, measuring: layout, style: style, options: options, palette: palette, within: check))
        }
        if frames.count == 1, frames[0].caption == nil { return pictures[0] }
        let panels = zip(frames, pictures).map { frame, scene in
            SheetPanel(scene: scene, caption: frame.caption.map { [$0] } ?? [], outlined: !options.deviceFrame && !options.annotate)
        }
        return SheetBuilder.sheet(of: panels, theme: style.theme)
    }

    /// One frame with its grid, dimension lines and device frame, its picture's top-left at the origin.
    static func picture<E: Error>(
        of frame: SceneFrame, measuring layout: EngineLayout?, style: SceneStyle, options: PresentationOptions,
        palette: PresentationPalette, within check: (SceneCost) throws(E) -> Void
    ) throws(E) -> RenderScene {
        var bare = frame
        bare.caption = nil
        var scene = try SceneBuilder.scene(of: [bare], style: style, within: check)
        let placed = Rect2D(origin: .zero, size: frame.visible.size)
        let toPicture = (dx: -frame.visible.x, dy: -frame.visible.y)
        if let spacing = options.grid {
            scene.drawables += LayoutGrid.drawables(spacing: spacing, visible: frame.visible, placed: placed, color: palette.grid)
        }
        let dimensions = options.annotate
            ? LayoutMeasurement.dimensions(in: frame, measuring: layout).map { $0.offsetBy(dx: toPicture.dx, dy: toPicture.dy) } : []
        for dimension in dimensions where !dimension.isOutside {
            scene.drawables += DimensionDrawing.drawables(of: dimension, palette: palette, bounds: placed, clip: placed)
        }
        var origin = Point2D.zero
        if options.deviceFrame { (scene, origin) = DeviceFrame.framing(scene, palette: palette) }
        let outside = dimensions.filter(\.isOutside)
        if !outside.isEmpty {
            scene = addingGutters(to: scene, dimensions: outside, pictureOrigin: origin, contentSize: frame.layout.contentSize, palette: palette)
        }
        return scene
    }

    /// The scene grown at the bottom and right to hold the frame's width and height dimensions, drawn
    /// just outside everything already there (the device frame included); a viewport's picture also
    /// gets a note of the whole content size.
    private static func addingGutters(
        to scene: RenderScene, dimensions: [Dimension], pictureOrigin origin: Point2D, contentSize: Size2D,
        palette: PresentationPalette
    ) -> RenderScene {
        var result = scene
        let labelHalf = DimensionDrawing.labelHeight / 2
        let lineY = scene.size.height + gutterGap
        let lineX = scene.size.width + gutterGap
        var bottom = lineY + labelHalf
        var right = lineX
        for dimension in dimensions {
            let moved = dimension.offsetBy(dx: origin.x, dy: origin.y)
            let placed = moved.isHorizontal
                ? Dimension(kind: moved.kind, section: nil, from: Point2D(x: moved.from.x, y: lineY), to: Point2D(x: moved.to.x, y: lineY))
                : Dimension(kind: moved.kind, section: nil, from: Point2D(x: lineX, y: moved.from.y), to: Point2D(x: lineX, y: moved.to.y))
            result.drawables += DimensionDrawing.drawables(of: placed, palette: palette, bounds: nil, clip: nil)
            if !placed.isHorizontal {
                let box = DimensionDrawing.labelBox(for: placed, text: placed.label, bounds: nil)
                right = max(right, box.maxX)
            }
        }
        if dimensions.contains(where: { $0.kind == .viewportWidth }) {
            let f = { (value: Double) in DecimalFormat.format((value * 100).rounded() / 100) }
            let note = "content \(f(contentSize.width)) × \(f(contentSize.height)) pt"
            let box = Rect2D(x: origin.x, y: bottom + 4, width: TextDrawing.width(of: note, fontSize: noteFontSize), height: noteHeight)
            result.drawables.append(Drawable(
                shape: .glyphs(text: note, outline: TextDrawing.outline(note, fontSize: noteFontSize, in: box, anchor: .leading(inset: 0))),
                fill: palette.accent, role: "dimension-note"))
            bottom = box.maxY
            right = max(right, box.maxX)
        }
        result.size = Size2D(width: right + 6, height: bottom + 6)
        return result
    }
}
