/// A vertical container that you can use in conditional layouts, as SwiftUI's `VStackLayout`.
@frozen
public struct VStackLayout: Layout, BuiltInLayout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The size of the stack: the subviews' shares (see `StackAllocation`) one above the other, aligned.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAllocation(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews).size { $0[alignment] }
    }

    /// Places the subviews from the top, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAllocation(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
            .place(in: bounds, subviews: subviews) { $0[alignment] }
    }

    /// The subviews' preferences: the first's top, the last's bottom, all of theirs on the sides.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackSpacing.spacing(of: subviews, axis: .vertical)
    }
}
