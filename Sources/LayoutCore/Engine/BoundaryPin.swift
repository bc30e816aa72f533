/// A header or footer pinned to the visible bounds along the scroll axis. The one pinning rule of every
/// layout: the engine's sticky and permanently pinned headers, the compositional engine's pinned boundary
/// supplementaries, and UIKit flow layouts' pinned headers and footers in LayoutShotUIKit.
///
/// A start-edge view (header) sticks to the visible stretch's start, never before its static place, and is
/// pushed back by `limit` (its section's end) so that it never runs past it. An end-edge view (footer)
/// mirrors that: it sticks to the visible stretch's end, never after its static place, and stops at `limit`
/// (its section's start), never before its static place either.
public struct BoundaryPin: Hashable, Sendable {
    /// The edge of the visible stretch a view sticks to.
    public enum Edge: Hashable, Sendable {
        /// The start (top in a vertical layout): headers.
        case start
        /// The end (bottom): footers.
        case end
    }

    /// The edge the view sticks to.
    public var edge: Edge
    /// Where the view starts along the scroll axis when nothing pins it.
    public var staticStart: Double
    /// The view's length along the scroll axis.
    public var extent: Double
    /// For a start-edge view, where its travel ends (`.infinity` for a view pinned for good); for an
    /// end-edge view, where its travel starts.
    public var limit: Double

    /// Creates a pin.
    public init(edge: Edge, staticStart: Double, extent: Double, limit: Double) {
        self.edge = edge
        self.staticStart = staticStart
        self.extent = extent
        self.limit = limit
    }

    /// Where the view starts along the scroll axis when the visible stretch (the bounds less the adjusted
    /// content inset along the scroll axis) runs from `visibleStart` to `visibleEnd`.
    public func start(visibleStart: Double, visibleEnd: Double) -> Double {
        let s = staticStart
        switch edge {
        case .start: return min(max(s, visibleStart), max(s, limit - extent))
        case .end: return max(min(s, visibleEnd - extent), min(s, limit))
        }
    }
}

/// The zIndex of pinned views, decided here for every layout. Each kind keeps the value its contract
/// already promised, so references recorded before stay valid.
public enum PinnedZIndex {
    /// The engine's sticky headers (`pinHeaders`): above cells (0) and decorations (−1), docs/formats.md's value.
    public static let sticky = 100
    /// The engine's permanently pinned header (`pinnedSection`): above the sticky headers that stop under it.
    public static let permanent = 1000
    /// UIKit flow layouts' pinned headers and footers in LayoutShotUIKit: above any zIndex an app gives its
    /// cells in practice; the value the host has reported since it existed (docs/uikit-host.md).
    public static let uikitFlow = 1024
    // Compositional pinned boundary supplementaries keep their own zIndex: Apple's API lets the app set it
    // (`NSCollectionLayoutBoundarySupplementaryItem.zIndex`, default 1), so the engine does not choose one.
}
