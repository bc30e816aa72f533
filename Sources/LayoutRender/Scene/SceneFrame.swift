import LayoutCore

/// One picture of a layout within a scene: the layout resolved at an offset, with an optional caption.
public struct SceneFrame: Sendable, Hashable {
    /// The layout at the frame's offset: its visible rectangle and the elements meeting it.
    public var layout: ResolvedLayout
    /// Caption drawn above the frame in filmstrips and sheets.
    public var caption: String?

    /// Creates a frame.
    public init(_ layout: ResolvedLayout, caption: String? = nil) {
        self.layout = layout
        self.caption = caption
    }

    /// The content rectangle shown (the viewport at the offset, or the whole content).
    public var visible: Rect2D { layout.visible }

    /// The content offset at which scroll effects were evaluated.
    public var offset: Point2D { layout.offset }

    /// The viewport of `layout` at `offset`.
    public static func viewport(of layout: some PreparedLayout, at offset: Point2D, caption: String? = nil) -> SceneFrame {
        SceneFrame(layout.resolvedViewport(at: offset), caption: caption)
    }

    /// The whole content of `layout`, effects evaluated at offset 0.
    public static func content(of layout: some PreparedLayout, caption: String? = nil) -> SceneFrame {
        SceneFrame(layout.resolvedContent(), caption: caption)
    }
}
