/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`: `Sendable` and
/// `Animatable`, its requirements nonisolated, as the current SDK declares it.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache, as SwiftUI's default does.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferences on every edge, as SwiftUI's default.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// The subviews' explicit values of the guide where this layout places them, combined as the guide
    /// combines them (`combineExplicit(_:)`), as SwiftUI's default; `nil` when none sets it.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        guard subviews.contains(where: { $0.node.mayHaveExplicitGuide(guide.key) }) else { return nil }
        let placements = DryPlacement.placements(subviews: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return guide.combineExplicit(placements.map { placed in
            placed.dimensions[explicit: guide].map { placed.origin.x + $0 - bounds.minX }
        })
    }

    /// The subviews' explicit values of the guide where this layout places them, combined as the guide
    /// combines them, as SwiftUI's default; `nil` when none sets it.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        guard subviews.contains(where: { $0.node.mayHaveExplicitGuide(guide.key) }) else { return nil }
        let placements = DryPlacement.placements(subviews: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return guide.combineExplicit(placements.map { placed in
            placed.dimensions[explicit: guide].map { placed.origin.y + $0 - bounds.minY }
        })
    }
}

extension Layout where Self.Cache == () {
    /// An empty cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
