/// Maps between screen coordinates and the scroll-relative axes every kind computes in.
///
/// `u` is the axis along which items fill a line (x for vertical layouts) and `v` the scroll axis,
/// so one placement routine serves both scroll directions.
struct AxisMapper: Sendable {
    let direction: ScrollDirection

    @inline(__always)
    func rect(u: Double, v: Double, uSize: Double, vSize: Double) -> Rect {
        direction == .vertical
            ? Rect(x: u, y: v, width: uSize, height: vSize)
            : Rect(x: v, y: u, width: vSize, height: uSize)
    }

    @inline(__always)
    func u(of size: Size) -> Double { direction == .vertical ? size.width : size.height }

    @inline(__always)
    func v(of size: Size) -> Double { direction == .vertical ? size.height : size.width }

    @inline(__always)
    func vMin(of rect: Rect) -> Double { direction == .vertical ? rect.y : rect.x }

    @inline(__always)
    func vMax(of rect: Rect) -> Double { direction == .vertical ? rect.maxY : rect.maxX }

    @inline(__always)
    func v(of point: Point) -> Double { direction == .vertical ? point.y : point.x }

    /// Insets as (uStart, uEnd, vStart, vEnd).
    func axes(of inset: EdgeInsets) -> (uStart: Double, uEnd: Double, vStart: Double, vEnd: Double) {
        direction == .vertical
            ? (inset.left, inset.right, inset.top, inset.bottom)
            : (inset.top, inset.bottom, inset.left, inset.right)
    }

    /// The item's extent along the scroll axis for kinds with a fixed cross extent (waterfall):
    /// the explicit scroll-axis dimension, else from `aspectRatio`, else from `itemSize`.
    @inline(__always)
    func vExtent(of item: ItemSpec, uExtent: Double, itemSize: Size) -> Double {
        if direction == .vertical {
            if let h = item.height { return h }
            if let ar = item.aspectRatio { return uExtent / ar }
            return itemSize.height
        }
        if let w = item.width { return w }
        if let ar = item.aspectRatio { return uExtent * ar }
        return itemSize.width
    }
}
