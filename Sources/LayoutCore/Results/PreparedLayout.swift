/// A layout computed once for a viewport, queried like `UICollectionViewLayout` after `prepare()`.
public protocol PreparedLayout: Sendable {
    /// The viewport (collection view bounds size) the layout was computed for.
    var viewport: Size { get }
    /// The scrollable content size.
    var contentSize: Size { get }
    /// Elements whose static frames (before scroll effects) meet `rect`, in canonical order.
    func attributes(in rect: Rect) -> [LayoutAttributes]
    /// Elements whose frames at content offset `offset`, with scroll effects, meet `rect`, in canonical order.
    func attributes(in rect: Rect, at offset: Point) -> [LayoutAttributes]
}

extension PreparedLayout {
    /// The rectangle of the viewport when scrolled to `offset`.
    public func viewportRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: viewport)
    }

    /// The largest valid content offset along each axis (0 when the content fits the viewport).
    public var maximumOffset: Point {
        Point(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }
}

extension LayoutConfiguration {
    /// Computes the layout's static geometry and its rect-query index; O(n log n) at worst, O(n) for
    /// kinds whose elements come out sorted along the scroll axis.
    public func compute() -> EngineLayout {
        LayoutComputer.compute(self)
    }
}
