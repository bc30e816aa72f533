/// A type that you use to create custom alignment guides, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// The value of the corresponding guide in `context` when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a parent combines its children's explicit values of one guide. Apple's documentation of
/// `HorizontalAlignment.combineExplicit(_:)`: the mean of the non-`nil` values for most guides, the minimum
/// for `firstTextBaseline` and the maximum for `lastTextBaseline`.
enum AlignmentCombination {
    case mean, minimum, maximum

    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var count = 0
        var result: CGFloat = 0
        for case let value? in values {
            switch self {
            case .mean: result += value
            case .minimum: result = count == 0 ? value : min(result, value)
            case .maximum: result = count == 0 ? value : max(result, value)
            }
            count += 1
        }
        guard count > 0 else { return nil }
        return self == .mean ? result / CGFloat(count) : result
    }
}

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its text baselines at its bottom edge (Apple's `firstTextBaseline` documentation).
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its text baselines at its bottom edge.
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// List row separators' leading guide; rows are not laid out here, so it is the leading edge.
enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// List row separators' trailing guide; rows are not laid out here, so it is the trailing edge.
enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
