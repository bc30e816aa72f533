/// One element of a computed compositional layout, stored compactly; attributes are made from it on demand.
struct CompositionalElement: Sendable {
    /// The frame with orthogonal offsets 0 and pinned supplementaries where they lie unpinned.
    var frame: Rect2D
    var section: Int32
    var item: Int32
    var zIndex: Int32
    var kind: ElementKind
    /// Index into the layout's element-kind names; -1 for cells.
    var elementKind: Int32
    /// Index into the layout's pins; -1 for elements that do not pin.
    var pin: Int32
    /// True for cells and their attached views in a section with orthogonal scrolling: they move with its offset.
    var scrollsOrthogonally: Bool
    var cornerRadius: Double
    /// The axes on which the element's dimension is estimated, where its view may choose its length.
    var selfSizing: CompositionalSelfSizingAxes = []
}

/// A boundary supplementary pinned to the visible bounds, with the stretch of content it may move within.
struct CompositionalPin: Sendable {
    /// -1 or 0 pins to the viewport's start along the scroll axis, 1 to its end.
    var side: Int
    var staticV: Double
    var extent: Double
    /// The section's (or, for layout-wide views, the content's) start and end along the scroll axis.
    var lower: Double
    var upper: Double

    /// The element's start along the scroll axis when the visible stretch runs from `visibleStart` to `visibleEnd`.
    func v(visibleStart: Double, visibleEnd: Double) -> Double {
        BoundaryPin(edge: side == 1 ? .end : .start, staticStart: staticV, extent: extent, limit: side == 1 ? lower : upper)
            .start(visibleStart: visibleStart, visibleEnd: visibleEnd)
    }
}
