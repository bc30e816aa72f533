/// A layout computed once for a viewport, queried like `UICollectionViewLayout` after `prepare()`.
public protocol PreparedLayout: Sendable {
    /// The viewport (collection view bounds size) the layout was computed for.
    var viewport: Size2D { get }
    /// The scrollable content size.
    var contentSize: Size2D { get }
    /// Elements whose static frames (before scroll effects) meet `rect`, in canonical order.
    func attributes(in rect: Rect2D) -> [LayoutAttributes]
    /// Elements whose frames at content offset `offset`, with scroll effects, meet `rect`, in canonical order.
    func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes]
}

extension PreparedLayout {
    /// The rectangle of the viewport when scrolled to `offset`.
    public func viewportRect(at offset: Point2D) -> Rect2D {
        Rect2D(origin: offset, size: viewport)
    }

    /// The largest valid content offset along each axis (0 when the content fits the viewport).
    public var maximumOffset: Point2D {
        Point2D(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }
}

extension LayoutConfiguration {
    /// Computes the layout's static geometry and its rect-query index; O(n log n) at worst, O(n) for
    /// kinds whose elements come out sorted along the scroll axis.
    public func compute() -> EngineLayout {
        LayoutComputer.compute(self)
    }
}
