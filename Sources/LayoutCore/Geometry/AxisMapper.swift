/// Maps screen coordinates (x, y) to the two axes of a direction and back: `v` along the direction, `u` across it.
///
/// For a layout the direction is its scroll direction: `v` is the scroll axis (y when vertical) and `u` the axis
/// items fill a line along, so one placement or measuring routine serves both directions. For a compositional
/// group `v` is the group's main axis (x for a horizontal group) and `u` its cross axis. Every mapping here only
/// swaps values, so mapping to the axes and back gives the input exactly.
public struct AxisMapper: Hashable, Sendable {
    /// The direction `v` runs along.
    public let direction: ScrollDirection

    /// A mapper whose `v` runs along `direction`.
    public init(direction: ScrollDirection) {
        self.direction = direction
    }

    /// Of a value given per screen axis, the one across the direction (`width` for a vertical mapper).
    @inline(__always)
    public func u<T>(width: T, height: T) -> T { direction == .vertical ? width : height }

    /// Of a value given per screen axis, the one along the direction (`height` for a vertical mapper).
    @inline(__always)
    public func v<T>(width: T, height: T) -> T { direction == .vertical ? height : width }

    /// The size's extent across the direction.
    @inline(__always)
    public func u(of size: Size2D) -> Double { direction == .vertical ? size.width : size.height }

    /// The size's extent along the direction.
    @inline(__always)
    public func v(of size: Size2D) -> Double { direction == .vertical ? size.height : size.width }

    /// The size with extent `u` across the direction and `v` along it.
    @inline(__always)
    public func size(u: Double, v: Double) -> Size2D {
        direction == .vertical ? Size2D(width: u, height: v) : Size2D(width: v, height: u)
    }

    /// The point's coordinate across the direction.
    @inline(__always)
    public func u(of point: Point2D) -> Double { direction == .vertical ? point.x : point.y }

    /// The point's coordinate along the direction.
    @inline(__always)
    public func v(of point: Point2D) -> Double { direction == .vertical ? point.y : point.x }

    /// The point at `u` across the direction and `v` along it.
    @inline(__always)
    public func point(u: Double, v: Double) -> Point2D {
        direction == .vertical ? Point2D(x: u, y: v) : Point2D(x: v, y: u)
    }

    /// The rect starting at `u` across the direction and `v` along it, `uSize` across and `vSize` along.
    @inline(__always)
    public func rect(u: Double, v: Double, uSize: Double, vSize: Double) -> Rect2D {
        direction == .vertical
            ? Rect2D(x: u, y: v, width: uSize, height: vSize)
            : Rect2D(x: v, y: u, width: vSize, height: uSize)
    }

    // The rect accessors pick before computing: the engine reads them per element, and an end or centre worked
    // out on both axes only to drop one costs an addition each time.

    /// The rect's start across the direction.
    @inline(__always)
    public func uMin(of rect: Rect2D) -> Double { direction == .vertical ? rect.x : rect.y }

    /// The rect's end across the direction.
    @inline(__always)
    public func uMax(of rect: Rect2D) -> Double { direction == .vertical ? rect.maxX : rect.maxY }

    /// The rect's centre across the direction.
    @inline(__always)
    public func uMid(of rect: Rect2D) -> Double { direction == .vertical ? rect.midX : rect.midY }

    /// The rect's start along the direction.
    @inline(__always)
    public func vMin(of rect: Rect2D) -> Double { direction == .vertical ? rect.y : rect.x }

    /// The rect's end along the direction.
    @inline(__always)
    public func vMax(of rect: Rect2D) -> Double { direction == .vertical ? rect.maxY : rect.maxX }

    /// The rect's centre along the direction.
    @inline(__always)
    public func vMid(of rect: Rect2D) -> Double { direction == .vertical ? rect.midY : rect.midX }

    /// `rect` moved by `du` across the direction and `dv` along it.
    @inline(__always)
    public func offset(_ rect: Rect2D, du: Double, dv: Double) -> Rect2D {
        direction == .vertical ? rect.offsetBy(dx: du, dy: dv) : rect.offsetBy(dx: dv, dy: du)
    }

    /// `rect` with its start along the direction set to `v` (its size and place across unchanged), as pinning
    /// moves a header: the start is set, not shifted, so no rounding creeps in.
    @inline(__always)
    public func moved(_ rect: Rect2D, toV v: Double) -> Rect2D {
        self.rect(u: uMin(of: rect), v: v, uSize: u(of: rect.size), vSize: self.v(of: rect.size))
    }

    /// Values given per screen edge, as the start and end across the direction and along it (for a vertical
    /// mapper `left`, `right`, `top`, `bottom`); generic so that an edge can carry what it is as well.
    @inline(__always)
    public func axes<T>(top: T, left: T, bottom: T, right: T) -> (uStart: T, uEnd: T, vStart: T, vEnd: T) {
        direction == .vertical ? (left, right, top, bottom) : (top, bottom, left, right)
    }

    /// Insets as their start and end across the direction and along it.
    @inline(__always)
    public func axes(of inset: Insets) -> (uStart: Double, uEnd: Double, vStart: Double, vEnd: Double) {
        axes(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    /// The insets from their start and end across the direction and along it; the inverse of `axes(of:)`.
    @inline(__always)
    public func insets(uStart: Double, uEnd: Double, vStart: Double, vEnd: Double) -> Insets {
        direction == .vertical
            ? Insets(top: vStart, left: uStart, bottom: vEnd, right: uEnd)
            : Insets(top: uStart, left: vStart, bottom: uEnd, right: vEnd)
    }

    /// `inset` with the insets along the direction zeroed: what a layout adds across its scroll axis from the
    /// safe area or margins, the insets along it being the scroll view's own.
    @inline(__always)
    public func acrossOnly(_ inset: Insets) -> Insets {
        let axes = axes(of: inset)
        return insets(uStart: axes.uStart, uEnd: axes.uEnd, vStart: 0, vEnd: 0)
    }
}
