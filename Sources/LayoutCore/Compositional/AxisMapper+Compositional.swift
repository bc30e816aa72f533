extension AxisMapper {
    /// The size with extent `u` across the scroll axis and `v` along it.
    @inline(__always)
    func size(u: Double, v: Double) -> Size {
        direction == .vertical ? Size(width: u, height: v) : Size(width: v, height: u)
    }

    /// `rect` moved by `du` across the scroll axis and `dv` along it.
    @inline(__always)
    func offset(_ rect: Rect, du: Double, dv: Double) -> Rect {
        direction == .vertical ? rect.offsetBy(dx: du, dy: dv) : rect.offsetBy(dx: dv, dy: du)
    }

    /// The rect's start across the scroll axis.
    func uMin(of rect: Rect) -> Double { direction == .vertical ? rect.x : rect.y }

    /// The rect's end across the scroll axis.
    func uMax(of rect: Rect) -> Double { direction == .vertical ? rect.maxX : rect.maxY }
}
