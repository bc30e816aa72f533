#if !canImport(SwiftUI)
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
        if let length = proposal[axis] {
            func mainLength(_ view: LayoutSubview, _ offered: CGFloat) -> CGFloat {
                view.sizeThatFits(ProposedViewSize(main: offered, cross: crossProposal, axis: axis))[axis]
            }
            let minimums = views.map { mainLength($0, 0) }
            let flexibility = views.indices.map { mainLength(views[$0], .infinity) - minimums[$0] }
            var remaining = length - gaps.reduce(0, +)
            for priority in Set(views.map(\.priority)).sorted(by: >) {
                let group = views.indices.filter { views[$0].priority == priority }
                    .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
                let reserved = views.indices.filter { views[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
                var available = remaining - reserved
                for (served, index) in group.enumerated() {
                    let share = max(0, available / CGFloat(group.count - served))
                    proposals[index] = ProposedViewSize(main: share, cross: crossProposal, axis: axis)
                    let taken = views[index].sizeThatFits(proposals[index])[axis]
                    available -= taken
                    remaining -= taken
                }
            }
        }
        self.proposals = proposals
        self.dimensions = zip(views, proposals).map { $0.dimensions(in: $1) }
    }

    /// The stack's size with its subviews aligned across the axis by `guide` (their values of the guide).
    func size(guide: (ViewDimensions) -> CGFloat) -> CGSize {
        guard !dimensions.isEmpty else { return .zero }
        let length = dimensions.reduce(0) { $0 + $1.size[axis] } + gaps.reduce(0, +)
        let (before, after) = crossExtent(guide: guide)
        return axis == .horizontal ? CGSize(width: length, height: after - before) : CGSize(width: after - before, height: length)
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
#endif
