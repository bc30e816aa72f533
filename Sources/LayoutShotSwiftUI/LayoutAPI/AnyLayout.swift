/// A type-erased instance of the layout protocol, as SwiftUI's `AnyLayout`.
public struct AnyLayout: Layout {
    let storage: any AnyLayoutStorage

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = LayoutStorage(layout: layout)
        }
    }

    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var value: Any
    }

    var isBuiltIn: Bool { storage.isBuiltIn }

    /// The wrapped layout's stack orientation.
    var stackOrientation: Axis? { storage.stackOrientation }

    /// The wrapped layout's type name, for paths.
    var typeName: String { storage.typeName }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: storage.makeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { storage.updateCache(&cache.value, subviews) }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { storage.spacing(subviews, &cache.value) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }
}

/// A layout behind `AnyLayout`, its cache passed as `Any`.
protocol AnyLayoutStorage: Sendable {
    var isBuiltIn: Bool { get }
    var typeName: String { get }
    var stackOrientation: Axis? { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(
        _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any) -> CGFloat?
    func explicitAlignment(
        _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any) -> CGFloat?
}

struct LayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L

    var isBuiltIn: Bool { layout is BuiltInLayout }
    var typeName: String { String(describing: L.self) }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    /// Runs `body` with `cache` as the layout's own cache type (made afresh if it is not one).
    private func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(
        _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? {
        with(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(
        _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? {
        with(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
