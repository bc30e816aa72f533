import LayoutSpec

/// Everything a snapshot of one spec compares, computed once: the layout output and the picture
/// (whose SVG text and bitmap are made from it on demand).
public struct RenderedSpec: Sendable {
    /// The layout output (`layoutshot layout`) at the spec's offset: what `NAME.layout.json` stores.
    public var layout: LayoutDocument
    /// The picture at the spec's scale: what `NAME.png` and `NAME.svg` store.
    public var picture: Picture

    /// Creates a rendered spec.
    public init(layout: LayoutDocument, picture: Picture) {
        self.layout = layout
        self.picture = picture
    }
}
