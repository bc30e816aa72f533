/// Which column the waterfall gives the next item.
public enum WaterfallOrder: String, Hashable, Sendable, CaseIterable {
    /// The column whose next item would start highest; ties to the lowest column index.
    case shortestFirst
    /// Item k goes into column `k % columns`.
    case leftToRight
    /// Item k goes into column `columns - 1 - k % columns`.
    case rightToLeft
}
