import LayoutCore

/// One benchmark: a layout built in code, timed the way `layoutshot bench` times a spec.
struct BenchCase: Sendable {
    /// What `--case` selects and the output names.
    let name: String
    /// What it measures, for `--list`.
    let summary: String
    /// Computes the layout and returns a way to resolve a viewport of it at an offset.
    let prepare: @Sendable () -> PreparedLayout
}

/// A computed layout, ready for viewport queries.
struct PreparedLayout {
    /// How many elements the layout has.
    let elements: Int
    /// The viewport size.
    let viewport: Size
    /// The offset of the viewport in the middle of the content.
    let middle: Point
    /// The viewport at an offset, effects applied.
    let resolve: (Point) -> ResolvedLayout
}
