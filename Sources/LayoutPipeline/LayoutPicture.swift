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
        scale: Double, measuring layout: EngineLayout? = nil
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
        measuring layout: EngineLayout? = nil
    ) -> RenderScene {
        PresentationBuilder.scene(of: frames, style: style, options: options, measuring: layout)
    }

    /// Elements the frames of one picture may hold together, each element that meets a frame counted (twice
    /// the element limit of a spec: a frame showing every element of the largest spec, and another).
    public static let maximumFrameElements = 2_200_000

    /// The frames `resolve` makes, each showing the rectangle beside it, refused before any is resolved when the filmstrip they make cannot fit the pixel limits at `scale`,
    /// and before the next is resolved once they hold more than `maximumElements` together. What a
    /// filmstrip costs is then what its frames show, and its refusals come before that is spent.
    public static func frames(
        showing resolve: [(visible: Rect2D, frame: () -> SceneFrame)], scale: Double, maximumElements: Int = maximumFrameElements
    ) throws(PictureError) -> [SceneFrame] {
        for entry in resolve { try Picture.check(entry.visible.size, scale: scale) }
        try Picture.check(SceneBuilder.size(ofFrames: resolve.map(\.visible.size), captioned: resolve.count > 1), scale: scale)
        var frames: [SceneFrame] = [], elements = 0
        frames.reserveCapacity(resolve.count)
        for entry in resolve {
            let frame = entry.frame()
            elements += frame.layout.attributes.count
            frames.append(frame)
            if elements > maximumElements, frames.count < resolve.count {
                throw .tooManyFrameElements(elements: elements, frames: frames.count, of: resolve.count, limit: maximumElements)
            }
        }
        return frames
    }

    /// Frames for `layouts`, captioned with their offsets when there are several (a filmstrip).
    public static func frames(of layouts: [ResolvedLayout]) -> [SceneFrame] {
        let captioned = layouts.count > 1
        return layouts.map { layout in
            SceneFrame(layout, caption: captioned ? caption(for: layout.offset) : nil)
        }
    }

    /// A filmstrip frame's caption: `offset (x, y)`.
    public static func caption(for offset: Point2D) -> String {
        "offset (\(DecimalFormat.format(offset.x)), \(DecimalFormat.format(offset.y)))"
    }
}
