/// How `HStack` and `VStack` share their length among their subviews, as SwiftUI's stacks do (Apple's
/// `HStack`/`layoutPriority(_:)` documentation; the order by flexibility is described in WWDC22
/// "Compose custom layouts with SwiftUI" and objc.io "Thinking in SwiftUI", chapter "Layout"):
///
/// - the spacing between neighbours is the stack's `spacing`, or else their `ViewSpacing` distance;
/// - without a proposed length every subview takes its ideal length;
/// - otherwise subviews are served by descending `layoutPriority`, and within one priority from the least
///   flexible (the difference between its length for a zero and an infinite proposal) to the most; each is
///   offered an equal share of what is left, after the minimum lengths of lower-priority subviews are set aside,
///   and takes what it chooses.
struct StackAllocation {
    let axis: Axis
    /// Each subview's proposal and dimensions there, in order.
    let proposals: [ProposedViewSize]
    let dimensions: [ViewDimensions]
    let gaps: [CGFloat]

    init(axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        self.axis = axis
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let views = Array(subviews)
        var gaps: [CGFloat] = []
        for index in views.indices.dropLast() {
            gaps.append(spacing ?? views[index].spacing.distance(to: views[index + 1].spacing, along: axis))
        }
        self.gaps = gaps
        let crossProposal = proposal[cross]
        var proposals = views.map { _ in ProposedViewSize(main: nil, cross: crossProposal, axis: axis) }
        if let length = proposal[axis], length.isInfinite {
            // Equal shares of an infinite length are infinite: every subview is offered all of it.
            proposals = views.map { _ in ProposedViewSize(main: length, cross: crossProposal, axis: axis) }
        } else if let length = proposal[axis] {
            func mainLength(_ view: LayoutSubview, _ offered: CGFloat) -> CGFloat {
                view.sizeThatFits(ProposedViewSize(main: offered, cross: crossProposal, axis: axis))[axis]
            }
            let minimums = views.map { mainLength($0, 0) }
            let flexibility = views.indices.map { mainLength(views[$0], .infinity) - minimums[$0] }
            // A NaN priority has no order: it counts as the default, 0.
            let priorities = views.map { $0.priority.isNaN ? 0 : $0.priority }
            // Served by descending priority, then least flexible first (ties in order): one sort, one pass.
            let order = views.indices.sorted { a, b in
                priorities[a] != priorities[b] ? priorities[a] > priorities[b] : (flexibility[a], a) < (flexibility[b], b)
            }
            var remaining = length - gaps.reduce(0, +)
            var unservedMinimums = minimums.reduce(0, +)
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count && priorities[order[end]] == priorities[order[start]] { end += 1 }
                let group = order[start..<end]
                unservedMinimums -= group.reduce(0) { $0 + minimums[$1] }
                // What lower priorities need at least is set aside.
                var available = remaining - unservedMinimums
                for (served, index) in group.enumerated() {
                    let share = max(0, available / CGFloat(group.count - served))
                    proposals[index] = ProposedViewSize(main: share, cross: crossProposal, axis: axis)
                    let taken = views[index].sizeThatFits(proposals[index])[axis]
                    available -= taken
                    remaining -= taken
                }
                start = end
            }
        }
        self.proposals = proposals
        self.dimensions = zip(views, proposals).map { $0.dimensions(in: $1) }
    }

    /// The stack's size with its subviews aligned across the axis by `guide` (their values of the guide).
    /// A subview infinitely long across the axis (offered an infinite length there) makes the stack so.
    func size(guide: (ViewDimensions) -> CGFloat) -> CGSize {
        guard !dimensions.isEmpty else { return .zero }
        let length = dimensions.reduce(0) { $0 + $1.size[axis] } + gaps.reduce(0, +)
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let extent: CGFloat
        if dimensions.contains(where: { $0.size[cross].isInfinite }) {
            extent = .infinity
        } else {
            let (before, after) = crossExtent(guide: guide)
            extent = after - before
        }
        return axis == .horizontal ? CGSize(width: length, height: extent) : CGSize(width: extent, height: length)
    }

    /// How far the subviews reach before and after the common guide line, across the axis.
    private func crossExtent(guide: (ViewDimensions) -> CGFloat) -> (CGFloat, CGFloat) {
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let before = dimensions.map { -guide($0) }.min() ?? 0
        let after = dimensions.map { $0.size[cross] - guide($0) }.max() ?? 0
        return (before, after)
    }

    /// Places the subviews one after another from the start of `bounds`, aligned across the axis by `guide`.
    func place(in bounds: CGRect, subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat) {
        let (before, _) = crossExtent(guide: guide)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let dimensions = self.dimensions[offset]
            let crossPosition = (axis == .horizontal ? bounds.minY : bounds.minX) - before - guide(dimensions)
            let point = axis == .horizontal
                ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subview.place(at: point, anchor: .topLeading, proposal: proposals[offset])
            position += dimensions.size[axis] + (offset < gaps.count ? gaps[offset] : 0)
        }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
