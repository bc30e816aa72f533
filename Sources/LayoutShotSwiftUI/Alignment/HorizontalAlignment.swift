/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    /// Whether both name the same guide.
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
    /// A guide marking the leading edge of a list row separator.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// A guide marking the trailing edge of a list row separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)

    /// Merges a sequence of explicit alignment values produced by this instance: their mean.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        AlignmentCombination.mean.combine(values)
    }

    var key: ObjectIdentifier { ObjectIdentifier(id) }
}
