import LayoutCore

/// Builds the resolved, z-sorted scene of a layout for one or more frames (a filmstrip when several).
public enum SceneBuilder {
    /// Space around and between frames of a filmstrip, in points.
    static let margin = 16.0
    /// Height of the caption strip above each captioned frame, in points.
    static let captionHeight = 26.0
    /// Caption font size, in points.
    static let captionFontSize = 13.0

    /// The scene showing `frames` side by side; a single uncaptioned frame fills the canvas exactly.
    public static func scene(of frames: [SceneFrame], style: SceneStyle) -> RenderScene {
        let bare = frames.count == 1 && frames[0].caption == nil
        var drawables: [Drawable] = []
        var x = bare ? 0 : margin
        var height = 0.0
        for frame in frames {
            let top = bare ? 0 : margin + (frame.caption == nil ? 0 : captionHeight)
            let placed = Rect(x: x, y: top, width: frame.visible.width, height: frame.visible.height)
            if let caption = frame.caption {
                let box = Rect(x: x, y: top - captionHeight, width: placed.width, height: captionHeight - 6)
                drawables.append(Drawable(
                    shape: .glyphs(text: caption, outline: TextDrawing.outline(caption, fontSize: captionFontSize, in: box, anchor: .leading(inset: 0))),
                    fill: style.theme.caption, role: "caption"))
            }
            drawables += elements(in: frame, placedAt: placed, style: style)
            if !bare {
                drawables.append(Drawable(
                    shape: .rect(placed, cornerRadius: 0), stroke: style.theme.frameOutline, strokeWidth: 1, role: "frame"))
            }
            x = placed.maxX + margin
            height = max(height, placed.maxY + (bare ? 0 : margin))
        }
        let width = bare ? frames[0].visible.width : x
        return RenderScene(size: Size(width: width, height: height), background: style.theme.background, drawables: drawables)
    }

    /// Painting order: zIndex, then decoration < cell < supplementary < footer < header, then section and item.
    static func paintingOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        let ka = kindRank(a.kind), kb = kindRank(b.kind)
        if ka != kb { return ka < kb }
        if a.section != b.section { return a.section < b.section }
        return a.item < b.item
    }

    private static func kindRank(_ kind: ElementKind) -> Int {
        switch kind {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        case .footer: 3
        case .header: 4
        }
    }

    private static func elements(in frame: SceneFrame, placedAt placed: Rect, style: SceneStyle) -> [Drawable] {
        let visible = frame.layout.attributes.sorted(by: paintingOrder)
        let toScene = AffineTransform.translation(x: placed.x - frame.visible.x, y: placed.y - frame.visible.y)
        var drawables: [Drawable] = []
        drawables.reserveCapacity(visible.count * 2)
        for attributes in visible {
            let transform = attributes.drawingTransform.concatenating(toScene)
            drawables += ElementStyle.drawables(for: attributes, transform: transform, clip: placed, style: style)
        }
        return drawables
    }
}
