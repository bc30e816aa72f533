/// Sizes that self-sizing views reported, as UIKit's self-sizing pass hands a compositional layout preferred
/// attributes: each replaces its element's estimate on the axes whose dimension is estimated. Views not measured
/// (off screen) keep their estimates.
public struct CompositionalMeasuredSizes: Hashable, Sendable {
    /// Cells' sizes, by section and then item.
    public var cells: [Int: [Int: Size2D]]
    /// Boundary supplementaries' sizes, by element kind and then section (layout-wide ones under section 0).
    public var boundarySupplementaries: [String: [Int: Size2D]]

    /// Creates measured sizes; none by default.
    public init(cells: [Int: [Int: Size2D]] = [:], boundarySupplementaries: [String: [Int: Size2D]] = [:]) {
        self.cells = cells
        self.boundarySupplementaries = boundarySupplementaries
    }
}
