/// A layout computed by either engine: what every renderer, document and command takes, so the
/// engine's kinds and compositional layouts go the same way from here on. A closed set of cases, for what only one
/// of them offers (`engine`); every query goes through the one geometry a case holds.
public enum ComputedLayout: PreparedLayout {
    /// One of the engine's kinds (flow, alignedFlow, waterfall, carousel, cards).
    case engine(EngineLayout)
    /// A compositional layout, with the orthogonal scrollers at the offsets the spec names.
    case compositional(CompositionalGeometry, orthogonalOffsets: [Int: Double])
    /// Another layout mirrored across its content width, as UIKit shows a flipping layout right to left
    /// (`laidOut(in:)` makes it).
    indirect case mirrored(ComputedLayout)

    /// The geometry this case holds, which answers every query below.
    private var geometry: any ComputedGeometry {
        switch self {
        case .engine(let layout): layout
        case .compositional(let layout, let offsets): OrthogonallyScrolledGeometry(layout: layout, orthogonalOffsets: offsets)
        case .mirrored(let layout): MirroredGeometry(base: layout)
        }
    }

    /// The viewport the layout was computed for.
    public var viewport: Size2D { geometry.viewport }

    /// The scrollable content size.
    public var contentSize: Size2D { geometry.contentSize }

    /// The number of elements laid out.
    public var elementCount: Int { geometry.elementCount }

    /// The engine's geometry, for what only the engine's kinds offer (section insets, snapping, section offsets);
    /// `nil` for a mirrored layout, whose frames are not the engine's.
    public var engine: EngineLayout? {
        if case .engine(let layout) = self { return layout }
        return nil
    }

    /// The same layout with its orthogonal scrollers at `offsets` (section → offset); `nil` for the engine's kinds.
    public func scrollingOrthogonally(to offsets: [Int: Double]) -> ComputedLayout? {
        switch self {
        case .engine: nil
        case .compositional(let layout, _): .compositional(layout, orthogonalOffsets: offsets)
        case .mirrored(let layout): layout.scrollingOrthogonally(to: offsets).map(ComputedLayout.mirrored)
        }
    }

    /// Every element at content offset `offset`, scroll effects applied, in canonical order.
    public func attributes(at offset: Point2D) -> [LayoutAttributes] { geometry.attributes(at: offset) }

    /// Elements whose static frames meet `rect`, in canonical order.
    public func attributes(in rect: Rect2D) -> [LayoutAttributes] { geometry.attributes(in: rect) }

    /// Elements whose frames at `offset` (pinning and orthogonal offsets applied) meet `rect`, in canonical order;
    /// an orthogonal section's cells count as met when `rect` meets their stretch along the scroll axis.
    public func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes] { geometry.attributes(in: rect, at: offset) }

    /// The viewport at `offset` as a picture shows it: the elements whose frames meet it on both axes (an
    /// orthogonal scroller's cells past it left out), found at a cost of what it shows.
    public func shownViewport(at offset: Point2D) -> ResolvedLayout {
        let visible = viewportRect(at: offset)
        return ResolvedLayout(
            viewport: viewport, contentSize: contentSize, offset: offset, visible: visible,
            attributes: geometry.attributes(showing: visible, at: offset))
    }
}

extension ComputedLayout: ComputedGeometry {
    /// The elements a picture of `visible` at `offset` shows (what a mirrored layout asks of the one it mirrors).
    func attributes(showing visible: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        geometry.attributes(showing: visible, at: offset)
    }
}

extension ComputedLayout {
    /// The layout as a collection view reading `direction` shows it: right to left, mirrored across its content
    /// width (every layout a spec describes flips, as UIKit's flow and compositional layouts do); left to right, as is.
    public func laidOut(in direction: UserInterfaceDirection) -> ComputedLayout {
        direction == .rightToLeft ? .mirrored(self) : self
    }
}
