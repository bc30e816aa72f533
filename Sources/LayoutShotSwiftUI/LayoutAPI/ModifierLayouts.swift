// The layouts behind the layout modifiers: each has one subview (the modified view), except background and
// overlay, whose further subviews are the views behind or in front.

/// `padding`: the proposal less the insets, the subview's size plus them.
struct PaddingLayout: Layout, ModifierLayout {
    let insets: EdgeInsets

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews[0].sizeThatFits(inset(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inset(proposal))
    }
}

/// `frame(width:height:alignment:)`: the given lengths, the subview's where `nil`; the subview offered the
/// frame's lengths (or the proposal's where `nil`) and aligned inside.
struct FixedFrameLayout: Layout, ModifierLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = subviews[0].sizeThatFits(offered(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = offered(proposal)
        subviews[0].place(at: aligned(subviews[0].dimensions(in: childProposal), in: bounds, alignment), proposal: childProposal)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by Apple's documentation of
/// that modifier: the subview is offered the proposal clamped to the limits, the ideal length replacing an
/// unspecified one; with no limit on an axis the frame takes the subview's length; with both it takes the
/// offered length; with one, the subview's length clamped by it and by the offered length (objc.io, "Thinking
/// in SwiftUI", chapter "Layout", works these cases).
struct FlexibleFrameLayout: Layout, ModifierLayout {
    struct Limits {
        let minimum: CGFloat?
        let ideal: CGFloat?
        let maximum: CGFloat?

        func offered(_ proposed: CGFloat?) -> CGFloat? {
            guard var length = proposed ?? ideal else { return nil }
            if let minimum { length = max(length, minimum) }
            if let maximum { length = min(length, maximum) }
            return length
        }

        func length(child: CGFloat, offered: CGFloat?) -> CGFloat {
            if minimum == nil && maximum == nil { return child }
            let offered = offered ?? child
            if let minimum, let maximum { return min(max(offered, minimum), maximum) }
            if let minimum { return max(minimum, min(child, offered)) }
            return min(maximum!, max(child, offered))
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.offered(proposal.width), height: vertical.offered(proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = offered(proposal)
        let child = subviews[0].sizeThatFits(offered)
        return CGSize(
            width: horizontal.length(child: child.width, offered: offered.width),
            height: vertical.length(child: child.height, offered: offered.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = offered(proposal)
        subviews[0].place(at: aligned(subviews[0].dimensions(in: offered), in: bounds, alignment), proposal: offered)
    }
}

/// `fixedSize(horizontal:vertical:)`: the subview offered `nil` on the fixed axes, so it takes its ideal size;
/// placed offered the size it took, so that a stack inside gives its subviews the stack's own width.
struct FixedSizeLayout: Layout, ModifierLayout {
    let horizontal: Bool
    let vertical: Bool

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(offered(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = subviews[0].sizeThatFits(offered(proposal))
        subviews[0].place(
            at: bounds.origin, proposal: ProposedViewSize(
                width: horizontal ? size.width : proposal.width, height: vertical ? size.height : proposal.height))
    }
}

/// `offset(x:y:)`: laid out as the subview, drawn moved.
struct OffsetLayout: Layout, ModifierLayout {
    let offset: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }
}

/// `aspectRatio(_:contentMode:)`: the subview offered the largest size of the ratio inside the proposal
/// (`.fit`) or the smallest around it (`.fill`); without a ratio, the ratio of the subview's ideal size. An
/// infinite length beside a finite one counts as unspecified.
struct AspectRatioLayout: Layout, ModifierLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func offered(_ proposal: ProposedViewSize, _ subview: LayoutSubview) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        // An infinite length beside a finite or unspecified one fixes nothing: the other length decides (else
        // filling ∞ × 60 would be infinitely tall).
        var width = proposal.width, height = proposal.height
        if width == .infinity && height != .infinity { width = nil }
        if height == .infinity && proposal.width != .infinity { height = nil }
        switch (width, height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case let (width?, height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            let chosen = contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(offered(proposal, subviews[0]))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = offered(proposal, subviews[0])
        subviews[0].place(at: aligned(subviews[0].dimensions(in: offered), in: bounds, .center), proposal: offered)
    }
}

/// `background` and `overlay`: the first subview's layout; the others are offered its size and aligned on it.
struct DecorationLayout: Layout, ModifierLayout {
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let offered = ProposedViewSize(bounds.size)
        for subview in subviews.dropFirst() {
            subview.place(at: aligned(subview.dimensions(in: offered), in: bounds, alignment), proposal: offered)
        }
    }

    /// The content's guides: the views behind or in front do not move the content's alignment.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews[0].dimensions(in: proposal)[explicit: guide]
    }

    /// The content's guides.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews[0].dimensions(in: proposal)[explicit: guide]
    }
}
