import LayoutCore
import LayoutRender

/// From any computed layout at one or more offsets (the engine's kinds, or an app's own layout object
/// driven by the UIKit host) to a picture: the one place frames become a scene at a scale.
public enum LayoutPicture {
    /// The picture showing `frames` side by side (a filmstrip when several or captioned) with
    /// `options` over them; annotations measure section insets when the engine's `layout` is given.
    /// Throws when the picture exceeds the pixel limits or the `RenderBudget`, before drawing anything.
    public static func picture(
        of frames: [SceneFrame], style: SceneStyle = SceneStyle(), options: PresentationOptions = PresentationOptions(),
        scale: Double, measuring layout: LayoutSnapshot? = nil
    ) throws(PictureError) -> Picture {
        // Every frame's visible area is part of the picture: checking them first keeps a grid or
        // annotations from being built over a content area the limits would refuse anyway.
        for frame in frames { try Picture.check(frame.visible.size, scale: scale) }
        var cost = SceneCost()
        let scene = try PresentationBuilder.scene(of: frames, style: style, options: options, measuring: layout) {
            (frameCost: SceneCost) throws(PictureError) in
            cost = cost + frameCost
            try RenderBudget.check(cost, scale: scale)
        }
        return try Picture(scene, scale: scale)
    }

    /// The scene of `picture(of:...)`, for sheets that place it among others before choosing a scale.
    public static func scene(
        of frames: [SceneFrame], style: SceneStyle = SceneStyle(), options: PresentationOptions = PresentationOptions(),
        measuring layout: LayoutSnapshot? = nil
    ) -> RenderScene {
        PresentationBuilder.scene(of: frames, style: style, options: options, measuring: layout)
    }

    /// Frames for `layouts`, captioned with their offsets when there are several (a filmstrip).
    public static func frames(of layouts: [ResolvedLayout]) -> [SceneFrame] {
        let captioned = layouts.count > 1
        return layouts.map { layout in
            SceneFrame(layout, caption: captioned ? caption(for: layout.offset) : nil)
        }
    }

    /// A filmstrip frame's caption: `offset (x, y)`.
    public static func caption(for offset: Point) -> String {
        "offset (\(DecimalFormat.format(offset.x)), \(DecimalFormat.format(offset.y)))"
    }
}
