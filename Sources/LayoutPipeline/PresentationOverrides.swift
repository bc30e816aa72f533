import LayoutSpec

/// Presentation settings given for a whole run (`--annotate`, `--grid`, `--device-frame`, `--theme`),
/// each replacing a spec's own `render` setting when given.
public struct PresentationOverrides: Hashable, Sendable {
    /// Draw dimension lines.
    public var annotate: Bool
    /// Layout grid spacing in points.
    public var grid: Double?
    /// Draw a device frame around each viewport.
    public var deviceFrame: Bool
    /// Colour scheme.
    public var theme: Theme?

    /// Creates overrides; by default none.
    public init(annotate: Bool = false, grid: Double? = nil, deviceFrame: Bool = false, theme: Theme? = nil) {
        self.annotate = annotate
        self.grid = grid
        self.deviceFrame = deviceFrame
        self.theme = theme
    }

    /// `spec` with these overrides applied over its own render settings.
    public func apply(to spec: inout Spec) {
        if annotate { spec.render.annotate = true }
        if let grid { spec.render.grid = grid }
        if deviceFrame { spec.render.deviceFrame = true }
        if let theme { spec.render.theme = theme }
    }
}
