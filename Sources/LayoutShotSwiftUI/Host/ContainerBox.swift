/// A container node's layout, its type erased: the `Layout` it runs and that layout's cache.
protocol ContainerBox: AnyObject {
    /// Whether the layout is the user's (its explicit guides are unknown until asked) rather than built in.
    var isUserLayout: Bool { get }
    /// Whether the layout is a layout modifier's (`padding`, `frame`, …) rather than a container's.
    var isModifier: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(
        _ id: any AlignmentID.Type, axis: Axis, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat?
}

/// Marks the layouts this module declares, whose explicit guides come only from their subviews.
protocol BuiltInLayout {}

/// Marks the layouts of layout modifiers.
protocol ModifierLayout: BuiltInLayout {}

/// A `Layout` and its cache, made with `makeCache(subviews:)` the first time the layout is asked anything.
final class LayoutBox<L: Layout>: ContainerBox {
    let layout: L
    private var cache: L.Cache?
    let isUserLayout: Bool
    let isModifier: Bool

    init(_ layout: L) {
        self.layout = layout
        self.isUserLayout = !((layout as? AnyLayout)?.isBuiltIn ?? (layout is BuiltInLayout))
        self.isModifier = layout is ModifierLayout
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(
        _ id: any AlignmentID.Type, axis: Axis, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { cache in
            if axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            return layout.explicitAlignment(
                of: VerticalAlignment(id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
