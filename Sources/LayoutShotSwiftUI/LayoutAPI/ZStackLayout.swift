/// An overlaying container that you can use in conditional layouts, as SwiftUI's `ZStackLayout`.
@frozen
public struct ZStackLayout: Layout, BuiltInLayout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The union of the subviews, each offered the whole proposal, aligned by `alignment`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let box = OverlayBox(alignment: alignment, dimensions: subviews.map { $0.dimensions(in: proposal) })
        return box.size
    }

    /// Places every subview over the others, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let box = OverlayBox(alignment: alignment, dimensions: subviews.map { $0.dimensions(in: proposal) })
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: box.origin(of: offset, in: bounds), proposal: proposal)
        }
    }
}

/// Views laid over each other with one alignment point in common: their union and each one's origin.
struct OverlayBox {
    let alignment: Alignment
    let dimensions: [ViewDimensions]
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    init(alignment: Alignment, dimensions: [ViewDimensions]) {
        self.alignment = alignment
        self.dimensions = dimensions
        minX = dimensions.map { -$0[alignment.horizontal] }.min() ?? 0
        maxX = dimensions.map { $0.width - $0[alignment.horizontal] }.max() ?? 0
        minY = dimensions.map { -$0[alignment.vertical] }.min() ?? 0
        maxY = dimensions.map { $0.height - $0[alignment.vertical] }.max() ?? 0
    }

    /// The union; infinite in a dimension where a view is (offered an infinite length there).
    var size: CGSize {
        CGSize(
            width: dimensions.contains { $0.width.isInfinite } ? .infinity : maxX - minX,
            height: dimensions.contains { $0.height.isInfinite } ? .infinity : maxY - minY)
    }

    func origin(of index: Int, in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: bounds.minX - minX - dimensions[index][alignment.horizontal],
            y: bounds.minY - minY - dimensions[index][alignment.vertical])
    }
}

/// Where a view of `dimensions` goes inside `rect` so that their `alignment` guides meet (the rect's guides
/// at their default values).
func aligned(_ dimensions: ViewDimensions, in rect: CGRect, _ alignment: Alignment) -> CGPoint {
    let container = ViewDimensions(size: rect.size, guides: .none)
    return CGPoint(
        x: rect.minX + container[alignment.horizontal] - dimensions[alignment.horizontal],
        y: rect.minY + container[alignment.vertical] - dimensions[alignment.vertical])
}
