/// A layout seen at one content offset: what one picture of it shows, whichever code computed it
/// (the engine's kinds, or an app's own layout object driven by the UIKit host).
public struct ResolvedLayout: Hashable, Sendable {
    /// The viewport (collection view bounds size).
    public var viewport: Size2D
    /// The scrollable content size.
    public var contentSize: Size2D
    /// The content offset at which scroll effects were evaluated.
    public var offset: Point2D
    /// The content rectangle the elements were asked for (the viewport at `offset`, or the whole content).
    public var visible: Rect2D
    /// The elements meeting `visible`, effects applied, in canonical order.
    public var attributes: [LayoutAttributes]
    /// The colour the view showing the layout paints behind every element (a hosted collection view's background
    /// colour), or nil to leave the picture's theme background; drawn, not written in the layout JSON.
    public var background: RGBAColor?

    /// Creates a resolved layout drawn on the picture's theme background.
    public init(viewport: Size2D, contentSize: Size2D, offset: Point2D, visible: Rect2D, attributes: [LayoutAttributes]) {
        self.viewport = viewport
        self.contentSize = contentSize
        self.offset = offset
        self.visible = visible
        self.attributes = attributes
    }

    /// Creates a resolved layout drawn on `background`.
    public init(
        viewport: Size2D, contentSize: Size2D, offset: Point2D, visible: Rect2D, attributes: [LayoutAttributes], background: RGBAColor?
    ) {
        self.init(viewport: viewport, contentSize: contentSize, offset: offset, visible: visible, attributes: attributes)
        self.background = background
    }

    /// The whole content rectangle.
    public var contentRect: Rect2D { Rect2D(origin: .zero, size: contentSize) }
}

extension PreparedLayout {
    /// The elements meeting `visible`, with scroll effects at `offset`.
    public func resolved(in visible: Rect2D, at offset: Point2D) -> ResolvedLayout {
        ResolvedLayout(
            viewport: viewport, contentSize: contentSize, offset: offset, visible: visible,
            attributes: attributes(in: visible, at: offset))
    }

    /// The viewport at `offset`.
    public func resolvedViewport(at offset: Point2D) -> ResolvedLayout {
        resolved(in: viewportRect(at: offset), at: offset)
    }

    /// The whole content, effects evaluated at offset 0.
    public func resolvedContent() -> ResolvedLayout {
        resolved(in: Rect2D(origin: .zero, size: contentSize), at: .zero)
    }
}
