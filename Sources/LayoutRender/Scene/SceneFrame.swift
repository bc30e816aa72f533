import LayoutCore

/// One picture of a layout within a scene: which part of the content, at which offset, with what caption.
public struct SceneFrame: Sendable, Hashable {
    /// The content rectangle shown (the viewport at the offset, or the whole content).
    public var visible: Rect
    /// The content offset at which scroll effects are evaluated.
    public var offset: Point
    /// Caption drawn above the frame in filmstrips and sheets.
    public var caption: String?

    /// Creates a frame.
    public init(visible: Rect, offset: Point, caption: String? = nil) {
        self.visible = visible
        self.offset = offset
        self.caption = caption
    }

    /// The viewport of `layout` at `offset`.
    public static func viewport(of layout: LayoutSnapshot, at offset: Point, caption: String? = nil) -> SceneFrame {
        SceneFrame(visible: layout.viewportRect(at: offset), offset: offset, caption: caption)
    }

    /// The whole content of `layout`, effects evaluated at offset 0.
    public static func content(of layout: LayoutSnapshot, caption: String? = nil) -> SceneFrame {
        SceneFrame(visible: Rect(origin: .zero, size: layout.contentSize), offset: .zero, caption: caption)
    }
}
