/// A layout computed by either engine: what every renderer, document and command takes, so the
/// engine's kinds and compositional layouts go the same way from here on.
public enum ComputedLayout: Layout {
    /// One of the engine's kinds (flow, alignedFlow, waterfall, carousel, cards).
    case engine(LayoutSnapshot)
    /// A compositional layout, with the orthogonal scrollers at the offsets the spec names.
    case compositional(CompositionalLayoutSnapshot, orthogonalOffsets: [Int: Double])

    /// The viewport the layout was computed for.
    public var viewport: Size {
        switch self {
        case .engine(let layout): layout.viewport
        case .compositional(let layout, _): layout.viewport
        }
    }

    /// The scrollable content size.
    public var contentSize: Size {
        switch self {
        case .engine(let layout): layout.contentSize
        case .compositional(let layout, _): layout.contentSize
        }
    }

    /// The number of elements laid out.
    public var elementCount: Int {
        switch self {
        case .engine(let layout): layout.elementCount
        case .compositional(let layout, _): layout.elementCount
        }
    }

    /// The engine's snapshot, for what only the engine's kinds offer (section insets, snapping, section offsets).
    public var engine: LayoutSnapshot? {
        if case .engine(let layout) = self { return layout }
        return nil
    }

    /// Every element at content offset `offset`, scroll effects applied, in canonical order.
    public func attributes(at offset: Point) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(at: offset, orthogonalOffsets: orthogonal)
        }
    }

    /// Elements whose static frames meet `rect`, in canonical order.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(in: rect)
        case .compositional(let layout, _): layout.attributes(in: rect)
        }
    }

    /// Elements whose frames at `offset` (pinning and orthogonal offsets applied) meet `rect`, in canonical order;
    /// an orthogonal section's cells count as met when `rect` meets their stretch along the scroll axis.
    public func attributes(in rect: Rect, at offset: Point) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(in: rect, at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(in: rect, at: offset, orthogonalOffsets: orthogonal)
        }
    }

    /// The viewport at `offset` as a picture shows it: the elements whose frames meet it on both axes (an
    /// orthogonal scroller's cells past it left out), found at a cost of what it shows.
    public func shownViewport(at offset: Point) -> ResolvedLayout {
        let visible = viewportRect(at: offset)
        let shown = switch self {
        case .engine(let layout): layout.attributes(in: visible, at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(showing: visible, at: offset, orthogonalOffsets: orthogonal)
        }
        return ResolvedLayout(viewport: viewport, contentSize: contentSize, offset: offset, visible: visible, attributes: shown)
    }
}
