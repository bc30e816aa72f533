/// One picture of a sheet, with the caption drawn above it.
public struct SheetPanel: Sendable {
    /// The picture.
    public var scene: RenderScene
    /// A first caption line drawn larger and darker (a spec's name), if any.
    public var title: String?
    /// Caption lines under the title (what differs, an offset).
    public var caption: [String]
    /// Whether a thin outline marks the picture's edge (not needed around a device frame).
    public var outlined: Bool

    /// Creates a panel.
    public init(scene: RenderScene, title: String? = nil, caption: [String] = [], outlined: Bool = true) {
        self.scene = scene
        self.title = title
        self.caption = caption
        self.outlined = outlined
    }
}
