/// `position(x:y:)`'s layout: it takes the space offered (10 points where unspecified) and places the view's
/// centre at the point, as Apple's `position(_:)` documents ("positions the center of this view at the specified
/// point in its parent's coordinate space"; the view it returns is flexible).
struct PositionLayout: Layout, ModifierLayout {
    let point: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
}

extension View {
    /// The view's centre at `position`, in a view taking the space offered.
    nonisolated public func position(_ position: CGPoint) -> some View {
        _LayoutModifiedView(content: self, layout: PositionLayout(point: position), name: "position")
    }

    /// The view's centre at (`x`, `y`), in a view taking the space offered.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
