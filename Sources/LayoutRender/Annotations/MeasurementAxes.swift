import LayoutCore

/// Reads rectangles along a layout's line axis `u` and scroll axis `v` (x and y for vertical
/// layouts, swapped for horizontal ones), so one measuring routine serves both directions.
struct MeasurementAxes {
    let vertical: Bool

    init(_ direction: ScrollDirection) {
        vertical = direction == .vertical
    }

    func u0(_ r: Rect) -> Double { vertical ? r.x : r.y }
    func u1(_ r: Rect) -> Double { vertical ? r.maxX : r.maxY }
    func v0(_ r: Rect) -> Double { vertical ? r.y : r.x }
    func v1(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
    func uMid(_ r: Rect) -> Double { vertical ? r.midX : r.midY }
    func vMid(_ r: Rect) -> Double { vertical ? r.midY : r.midX }

    func point(u: Double, v: Double) -> Point {
        vertical ? Point(x: u, y: v) : Point(x: v, y: u)
    }

    /// The extent of a size along the line axis.
    func u(of size: Size) -> Double { vertical ? size.width : size.height }

    /// Insets along the axes, each with the screen edge it measures.
    func insets(_ inset: EdgeInsets) -> (
        uStart: (Double, Dimension.Kind), uEnd: (Double, Dimension.Kind), vStart: (Double, Dimension.Kind),
        vEnd: (Double, Dimension.Kind)
    ) {
        vertical
            ? ((inset.left, .leftInset), (inset.right, .rightInset), (inset.top, .topInset), (inset.bottom, .bottomInset))
            : ((inset.top, .topInset), (inset.bottom, .bottomInset), (inset.left, .leftInset), (inset.right, .rightInset))
    }
}
