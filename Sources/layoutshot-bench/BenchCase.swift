import LayoutCore

/// One benchmark of code-built layouts: its name, what it measures, and how, over a number of runs,
/// it measures to medians printed as a JSON line.
struct BenchCase: Sendable {
    /// What `--case` selects and the output names.
    let name: String
    /// What it measures, for `--list`.
    let summary: String
    /// Runs the benchmark `runs` times and returns its medians; on the main thread, where UIKit's layout objects live.
    let measure: @MainActor @Sendable (_ runs: Int) throws(BenchFailure) -> any Encodable

    /// A layout timed the way `layoutshot bench` times a spec: `prepare` computes it and returns a way to
    /// resolve a viewport of it at an offset.
    static func layout(name: String, summary: String, prepare: @escaping @Sendable () -> PreparedBenchLayout) -> BenchCase {
        BenchCase(name: name, summary: summary) { runs in LayoutShotBench.measure(name, prepare: prepare, runs: runs) }
    }
}

/// A computed layout, ready for viewport queries.
struct PreparedBenchLayout {
    /// How many elements the layout has.
    let elements: Int
    /// The viewport size.
    let viewport: Size2D
    /// The offset of the viewport in the middle of the content.
    let middle: Point2D
    /// The viewport at an offset, effects applied.
    let resolve: (Point2D) -> ResolvedLayout
}
