/// A horizontal container that you can use in conditional layouts, as SwiftUI's `HStackLayout`.
@frozen
public struct HStackLayout: Layout, BuiltInLayout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The size of the stack: the subviews' shares (see `StackAllocation`) side by side, aligned.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAllocation(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews).size { $0[alignment] }
    }

    /// Places the subviews from the leading edge, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAllocation(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews)
            .place(in: bounds, subviews: subviews) { $0[alignment] }
    }

    /// The subviews' preferences: the first's leading, the last's trailing, all of theirs on top and bottom.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackSpacing.spacing(of: subviews, axis: .horizontal)
    }
}

/// A stack's own spacing preferences: along its axis the first and last subviews', across it the union.
enum StackSpacing {
    static func spacing(of subviews: LayoutSubviews, axis: Axis) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        var result = ViewSpacing.zero
        for subview in subviews { result.formUnion(subview.spacing, edges: axis == .horizontal ? .vertical : .horizontal) }
        if axis == .horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.spacing.trailing
        } else {
            result.top = first.spacing.top
            result.bottom = last.spacing.bottom
        }
        return result
    }
}
