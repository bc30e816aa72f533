/// A layout computed by either engine: what every renderer, document and command takes, so the
/// engine's kinds and compositional layouts go the same way from here on.
public enum ComputedLayout: Layout {
    /// One of the engine's kinds (flow, alignedFlow, waterfall, carousel, cards).
    case engine(LayoutSnapshot)
    /// A compositional layout, with the orthogonal scrollers at the offsets the spec names.
    case compositional(CompositionalLayoutSnapshot, orthogonalOffsets: [Int: Double])
    /// Another layout mirrored across its content width, as UIKit shows a flipping layout right to left
    /// (`laidOut(in:)` makes it).
    indirect case mirrored(ComputedLayout)

    /// The viewport the layout was computed for.
    public var viewport: Size {
        switch self {
        case .engine(let layout): layout.viewport
        case .compositional(let layout, _): layout.viewport
        case .mirrored(let layout): layout.viewport
        }
    }

    /// The scrollable content size.
    public var contentSize: Size {
        switch self {
        case .engine(let layout): layout.contentSize
        case .compositional(let layout, _): layout.contentSize
        case .mirrored(let layout): layout.contentSize
        }
    }

    /// The number of elements laid out.
    public var elementCount: Int {
        switch self {
        case .engine(let layout): layout.elementCount
        case .compositional(let layout, _): layout.elementCount
        case .mirrored(let layout): layout.elementCount
        }
    }

    /// The engine's snapshot, for what only the engine's kinds offer (section insets, snapping, section offsets);
    /// `nil` for a mirrored layout, whose frames are not the snapshot's.
    public var engine: LayoutSnapshot? {
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
    public func attributes(at offset: Point) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(at: offset, orthogonalOffsets: orthogonal)
        case .mirrored(let layout): mirror(layout.attributes(at: mirror(offset)))
        }
    }

    /// Elements whose static frames meet `rect`, in canonical order.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(in: rect)
        case .compositional(let layout, _): layout.attributes(in: rect)
        case .mirrored(let layout): mirror(layout.attributes(in: mirror(rect)))
        }
    }

    /// Elements whose frames at `offset` (pinning and orthogonal offsets applied) meet `rect`, in canonical order;
    /// an orthogonal section's cells count as met when `rect` meets their stretch along the scroll axis.
    public func attributes(in rect: Rect, at offset: Point) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(in: rect, at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(in: rect, at: offset, orthogonalOffsets: orthogonal)
        case .mirrored(let layout): mirror(layout.attributes(in: mirror(rect), at: mirror(offset)))
        }
    }

    /// The viewport at `offset` as a picture shows it: the elements whose frames meet it on both axes (an
    /// orthogonal scroller's cells past it left out), found at a cost of what it shows.
    public func shownViewport(at offset: Point) -> ResolvedLayout {
        let visible = viewportRect(at: offset)
        return ResolvedLayout(
            viewport: viewport, contentSize: contentSize, offset: offset, visible: visible, attributes: shown(in: visible, at: offset))
    }

    /// The elements a picture of `visible` at `offset` shows.
    private func shown(in visible: Rect, at offset: Point) -> [LayoutAttributes] {
        switch self {
        case .engine(let layout): layout.attributes(in: visible, at: offset)
        case .compositional(let layout, let orthogonal): layout.attributes(showing: visible, at: offset, orthogonalOffsets: orthogonal)
        case .mirrored(let layout): mirror(layout.shown(in: mirror(visible), at: mirror(offset)))
        }
    }
}

extension ComputedLayout {
    /// The layout as a collection view reading `direction` shows it: right to left, mirrored across its content
    /// width (every layout a spec describes flips, as UIKit's flow and compositional layouts do); left to right, as is.
    public func laidOut(in direction: UserInterfaceDirection) -> ComputedLayout {
        direction == .rightToLeft ? .mirrored(self) : self
    }

    /// The width a mirrored layout is mirrored across: its content's.
    private var mirrorWidth: Double { contentSize.width }

    /// `rect` in the other direction's coordinates.
    private func mirror(_ rect: Rect) -> Rect { rect.mirrored(acrossWidth: mirrorWidth) }

    /// The content offset that shows the mirror image of what `offset` shows.
    private func mirror(_ offset: Point) -> Point { Point(x: mirrorWidth - viewport.width - offset.x, y: offset.y) }

    /// The elements with their frames mirrored; order, transforms and clips are kept, as UIKit moves only the frame.
    private func mirror(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.map { element in
            var element = element
            element.frame = mirror(element.frame)
            return element
        }
    }
}
