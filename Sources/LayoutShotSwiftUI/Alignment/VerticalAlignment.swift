/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// Whether both name the same guide.
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)

    /// Merges a sequence of explicit alignment values produced by this instance: the mean, the minimum for
    /// `firstTextBaseline`, the maximum for `lastTextBaseline` (as Apple documents).
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        combination.combine(values)
    }

    var combination: AlignmentCombination {
        if self == .firstTextBaseline { return .minimum }
        if self == .lastTextBaseline { return .maximum }
        return .mean
    }

    var key: ObjectIdentifier { ObjectIdentifier(id) }
}
