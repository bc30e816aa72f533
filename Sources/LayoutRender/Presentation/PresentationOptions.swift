/// What is drawn around and over a layout for documentation and design reviews.
public struct PresentationOptions: Hashable, Sendable {
    /// Dimension lines for insets, spacings and the frame size, with their values in points.
    public var annotate: Bool
    /// Spacing in points of a square layout grid over the layout (aligned with the content origin).
    public var grid: Double?
    /// A device frame around each frame: rounded screen, bezel and a status bar above the viewport.
    public var deviceFrame: Bool

    /// Creates options; by default nothing is added.
    public init(annotate: Bool = false, grid: Double? = nil, deviceFrame: Bool = false) {
        self.annotate = annotate
        self.grid = grid
        self.deviceFrame = deviceFrame
    }

    /// True when nothing is added, so the scene is exactly `SceneBuilder`'s.
    public var isPlain: Bool { !annotate && grid == nil && !deviceFrame }
}
