/// A computed compositional layout: every element's static frame, the content size, the sections'
/// geometry and rect-query indices. Evaluating it at an offset costs O(log n + visible elements).
/// Rect queries return an orthogonal section's cells (and their views) when the rect meets their stretch
/// along the scroll axis, wherever the section's own scroller has put them across it; a resolved viewport
/// (what a picture shows) holds only the elements meeting it, at a cost of what it shows.
public struct CompositionalGeometry: PreparedLayout {
    /// The collection view the layout was computed for, with its safe area and margins.
    public let compositionalViewport: CompositionalViewport
    /// The layout's scroll direction.
    public let scrollDirection: ScrollDirection
    /// The scrollable content size; orthogonal sections scroll inside it and do not widen it.
    public let contentSize: Size2D
    /// Each section's frame and orthogonal-scroller geometry, by section index.
    public let sections: [CompositionalSectionGeometry]
    let elements: [CompositionalElement]
    let elementKinds: [String]
    let pins: [CompositionalPin]
    /// The colours of list backgrounds, by element position (few: one per list section with a `backgroundColor`).
    let colors: [Int32: RGBAColor]
    let axis: AxisMapper
    /// Elements that never move, by static frame along the scroll axis.
    private let fixedIndex: IntervalIndex
    /// Elements of orthogonal sections (they move across the scroll axis only), by static frame along it.
    private let orthogonalAlongIndex: IntervalIndex
    /// The same elements by static frame across the scroll axis, section by section.
    private let orthogonalIndex: CompositionalOrthogonalIndex
    /// Pinned supplementaries by static frame.
    private let pinnedStaticIndex: IntervalIndex
    /// Pinned supplementaries by the stretch they can be pinned within.
    private let pinnedReachIndex: IntervalIndex

    init(
        viewport: CompositionalViewport, scrollDirection: ScrollDirection, contentSize: Size2D,
        sections: [CompositionalSectionGeometry], elements: [CompositionalElement], elementKinds: [String], pins: [CompositionalPin],
        colors: [Int32: RGBAColor] = [:]
    ) {
        compositionalViewport = viewport
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        self.elements = elements
        self.elementKinds = elementKinds
        self.pins = pins
        self.colors = colors
        let axis = AxisMapper(direction: scrollDirection)
        self.axis = axis
        var fixed: [IntervalIndex.Entry] = [], orthogonal: [IntervalIndex.Entry] = []
        var pinnedStatic: [IntervalIndex.Entry] = [], pinnedReach: [IntervalIndex.Entry] = []
        fixed.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            let entry = IntervalIndex.Entry(start: axis.vMin(of: element.frame), end: axis.vMax(of: element.frame), id: Int32(i))
            if element.scrollsOrthogonally {
                orthogonal.append(entry)
            } else if element.pin < 0 {
                fixed.append(entry)
            } else {
                let pin = pins[Int(element.pin)]
                pinnedStatic.append(entry)
                pinnedReach.append(IntervalIndex.Entry(
                    start: min(pin.lower, entry.start), end: max(pin.upper, entry.end), id: Int32(i)))
            }
        }
        fixedIndex = IntervalIndex(fixed)
        orthogonalAlongIndex = IntervalIndex(orthogonal)
        orthogonalIndex = CompositionalOrthogonalIndex(elements, axis: axis)
        pinnedStaticIndex = IntervalIndex(pinnedStatic)
        pinnedReachIndex = IntervalIndex(pinnedReach)
    }

    /// The collection view's bounds size.
    public var viewport: Size2D { compositionalViewport.size }

    /// Number of elements (cells, supplementaries, decorations).
    public var elementCount: Int { elements.count }

    /// Every element at its static frame (orthogonal offsets 0, nothing pinned), in canonical order.
    public var staticAttributes: [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: nil, orthogonalOffsets: [:]) }
    }

    /// Every element at content offset `offset`, pinned supplementaries applied, orthogonal sections at
    /// `orthogonalOffsets[section]` (0 when absent), in canonical order.
    public func attributes(at offset: Point2D, orthogonalOffsets: [Int: Double] = [:]) -> [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: offset, orthogonalOffsets: orthogonalOffsets) }
    }

    /// Elements whose static frames meet `rect` (closed intervals), in canonical order.
    public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
        query(rect, offset: nil, orthogonalOffsets: [:])
    }

    /// Elements whose frames at `offset` meet `rect`, orthogonal sections at offset 0.
    public func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        query(rect, offset: offset, orthogonalOffsets: [:])
    }

    /// Elements whose frames at `offset`, orthogonal sections at `orthogonalOffsets[section]`, meet `rect`.
    public func attributes(in rect: Rect2D, at offset: Point2D, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        query(rect, offset: offset, orthogonalOffsets: orthogonalOffsets)
    }

    /// As `attributes(in:at:orthogonalOffsets:)`, with headers and footers naming their element kind too: the
    /// UIKit host must give every supplementary view its kind string, where LayoutShot's own output leaves it out.
    public func attributesNamingEveryKind(in rect: Rect2D, at offset: Point2D, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        query(rect, offset: offset, orthogonalOffsets: orthogonalOffsets, namingEveryKind: true)
    }

    /// Elements whose frames at `offset`, orthogonal sections at `orthogonalOffsets[section]`, meet `rect` on both
    /// axes: what a picture of `rect` shows, orthogonal cells past it left out. Costs O(log n + elements shown).
    public func attributes(showing rect: Rect2D, at offset: Point2D, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        query(rect, offset: offset, orthogonalOffsets: orthogonalOffsets, showing: true)
    }

    /// The viewport at `offset` with orthogonal sections at their own offsets, as one picture shows it.
    public func resolvedViewport(at offset: Point2D, orthogonalOffsets: [Int: Double]) -> ResolvedLayout {
        let visible = viewportRect(at: offset)
        return ResolvedLayout(
            viewport: viewport, contentSize: contentSize, offset: offset, visible: visible,
            attributes: attributes(showing: visible, at: offset, orthogonalOffsets: orthogonalOffsets))
    }

    /// The elements meeting `rect`; with `showing`, orthogonal cells must meet it across the scroll axis too,
    /// and only those that can are visited.
    private func query(
        _ rect: Rect2D, offset: Point2D?, orthogonalOffsets: [Int: Double], namingEveryKind: Bool = false, showing: Bool = false
    ) -> [LayoutAttributes] {
        let a = axis.vMin(of: rect), b = axis.vMax(of: rect)
        var ids: [Int32] = []
        fixedIndex.forEach(meeting: a, b) { ids.append($0) }
        if showing {
            orthogonalIndex.forEach(across: axis.uMin(of: rect), axis.uMax(of: rect), along: a, b, orthogonalOffsets: orthogonalOffsets) {
                ids.append($0)
            }
        } else {
            orthogonalAlongIndex.forEach(meeting: a, b) { ids.append($0) }
        }
        (offset == nil ? pinnedStaticIndex : pinnedReachIndex).forEach(meeting: a, b) { ids.append($0) }
        ids.sort()
        var result: [LayoutAttributes] = []
        result.reserveCapacity(ids.count)
        for id in ids {
            let attributes = attributes(
                ofElement: Int(id), at: offset, orthogonalOffsets: orthogonalOffsets, namingEveryKind: namingEveryKind)
            if meets(attributes.frame, rect, acrossToo: showing || !elements[Int(id)].scrollsOrthogonally) { result.append(attributes) }
        }
        return result
    }

    /// Whether `frame` meets `rect` (closed intervals). An orthogonal section's scroller holds all its cells,
    /// wherever it is scrolled to: they count as met when the rect meets their stretch along the scroll axis.
    private func meets(_ frame: Rect2D, _ rect: Rect2D, acrossToo: Bool) -> Bool {
        if acrossToo { return frame.touches(rect) }
        return axis.vMin(of: frame) <= axis.vMax(of: rect) && axis.vMin(of: rect) <= axis.vMax(of: frame)
    }

    private func attributes(
        ofElement i: Int, at offset: Point2D?, orthogonalOffsets: [Int: Double], namingEveryKind: Bool = false
    ) -> LayoutAttributes {
        let element = elements[i]
        var frame = element.frame
        if let offset, element.pin >= 0 {
            let inset = axis.axes(of: compositionalViewport.adjustedContentInset)
            let offsetV = axis.v(of: offset)
            let v = pins[Int(element.pin)].v(
                visibleStart: offsetV + inset.vStart, visibleEnd: offsetV + axis.v(of: viewport) - inset.vEnd)
            frame = axis.offset(frame, du: 0, dv: v - axis.vMin(of: frame))
        }
        if element.scrollsOrthogonally, let shift = orthogonalOffsets[Int(element.section)], shift != 0 {
            frame = axis.offset(frame, du: -shift, dv: 0)
        }
        let named = element.elementKind >= 0 && (namingEveryKind || (element.kind != .header && element.kind != .footer))
        return LayoutAttributes(
            kind: element.kind, section: Int(element.section), item: Int(element.item), frame: frame,
            zIndex: Int(element.zIndex), cornerRadius: element.cornerRadius,
            elementKind: named ? elementKinds[Int(element.elementKind)] : nil, color: colors.isEmpty ? nil : colors[Int32(i)])
    }
}
