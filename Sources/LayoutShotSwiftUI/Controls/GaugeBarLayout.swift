/// A gauge's bar: the track takes the space offered (10 points where unspecified, as a shape), the fill the same
/// height and `fraction` of the width from the leading edge.
struct GaugeBarLayout: Layout, BuiltInLayout {
    let fraction: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = [bounds.width, bounds.width * fraction]
        for (subview, width) in zip(subviews, widths) {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}
