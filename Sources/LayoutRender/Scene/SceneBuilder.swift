import LayoutCore

/// Builds the resolved, z-sorted scene of a layout for one or more frames (a filmstrip when several).
public enum SceneBuilder {
    /// Space around and between frames of a filmstrip, in points.
    static let margin = 16.0
    /// Height of the caption strip above each captioned frame, in points.
    static let captionHeight = 26.0
    /// Caption font size, in points.
    static let captionFontSize = 13.0

    /// The size of the scene showing frames of `visible` sizes side by side, captioned or not, known before
    /// any frame is resolved; sheets with a grid, dimensions or a device frame are at least as large.
    public static func size(ofFrames visible: [Size2D], captioned: Bool) -> Size2D {
        guard visible.count != 1 || captioned else { return visible.first ?? .zero }
        let width = visible.reduce(margin) { $0 + $1.width + margin }
        let height = visible.map(\.height).max().map { margin + (captioned ? captionHeight : 0) + $0 + margin } ?? 0
        return Size2D(width: width, height: height)
    }

    /// The scene showing `frames` side by side; a single uncaptioned frame fills the canvas exactly.
    public static func scene(of frames: [SceneFrame], style: SceneStyle) -> RenderScene {
        scene(of: frames, style: style, within: { _ in })
    }

    /// The scene of `scene(of:style:)`, once `check` has accepted what drawing its elements will cost
    /// (it throws to refuse, before any drawable is made).
    public static func scene<E: Error>(
        of frames: [SceneFrame], style: SceneStyle, within check: (SceneCost) throws(E) -> Void
    ) throws(E) -> RenderScene {
        let visible = frames.map { VisibleElements($0.layout.attributes, visible: $0.visible, style: style) }
        try check(visible.reduce(SceneCost()) { $0 + $1.cost })
        let bare = frames.count == 1 && frames[0].caption == nil
        var drawables: [Drawable] = []
        var x = bare ? 0 : margin
        var height = 0.0
        for (frame, shown) in zip(frames, visible) {
            let top = bare ? 0 : margin + (frame.caption == nil ? 0 : captionHeight)
            let placed = Rect2D(x: x, y: top, width: frame.visible.width, height: frame.visible.height)
            if let caption = frame.caption {
                let box = Rect2D(x: x, y: top - captionHeight, width: placed.width, height: captionHeight - 6)
                drawables.append(Drawable(
                    shape: .glyphs(text: caption, outline: TextDrawing.outline(caption, fontSize: captionFontSize, in: box, anchor: .leading(inset: 0))),
                    fill: style.theme.caption, role: "caption"))
            }
            if let background = frame.layout.background, background.a > 0 {
                drawables.append(Drawable(shape: .rect(placed, cornerRadius: 0), fill: background, role: "background"))
            }
            drawables += elements(shown.elements, of: frame, placedAt: placed, style: style)
            if !bare {
                drawables.append(Drawable(
                    shape: .rect(placed, cornerRadius: 0), stroke: style.theme.frameOutline, strokeWidth: 1, role: "frame"))
            }
            x = placed.maxX + margin
            height = max(height, placed.maxY + (bare ? 0 : margin))
        }
        let width = bare ? frames[0].visible.width : x
        return RenderScene(size: Size2D(width: width, height: height), background: style.theme.background, drawables: drawables)
    }

    /// The drawables of `visible`, the elements of `frame` that show, in `PaintingOrder`; an element with an alpha
    /// below 1 is one group drawn at that opacity, box and label together, as UIKit fades a view.
    private static func elements(
        _ visible: [VisibleElements.Element], of frame: SceneFrame, placedAt placed: Rect2D, style: SceneStyle
    ) -> [Drawable] {
        let toScene = Transform2D.translation(x: placed.x - frame.visible.x, y: placed.y - frame.visible.y)
        var drawables: [Drawable] = []
        drawables.reserveCapacity(visible.count * 2)
        for element in visible {
            let attributes = element.attributes
            let transform = attributes.drawingTransform.concatenating(toScene)
            let parts = ElementStyle.drawables(
                for: attributes, transform: transform, clip: placed, style: style, label: element.label)
            if attributes.alpha < 1 {
                drawables.append(Drawable(
                    shape: .group(parts, opacity: attributes.alpha), clip: placed, role: "\(attributes.kind.rawValue)-group"))
            } else {
                drawables += parts
            }
        }
        return drawables
    }
}
