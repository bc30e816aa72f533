/// A computed layout: static element geometry, its rect-query indices and the scroll effects.
///
/// Attributes are made on demand from compact stored elements, so computing a layout stays cheap and
/// evaluating it at a new offset costs O(log n + visible), not O(n).
public struct LayoutSnapshot: Layout {
    /// The configuration the layout was computed from.
    public let configuration: LayoutConfiguration
    /// The scrollable content size.
    public let contentSize: Size
    let elements: [LayoutElement]
    let sections: [SectionInfo]
    let effects: ScrollEffects
    /// Elements that never move, by static frame.
    private let fixedIndex: IntervalIndex
    /// Elements that move with the offset, by static frame.
    private let movingStaticIndex: IntervalIndex
    /// Elements that move with the offset, by every place they can reach.
    private let movingReachIndex: IntervalIndex

    init(configuration: LayoutConfiguration, contentSize: Size, elements: [LayoutElement], sections: [SectionInfo]) {
        self.configuration = configuration
        self.contentSize = contentSize
        self.elements = elements
        self.sections = sections
        let effects = ScrollEffects(configuration, sections: sections)
        self.effects = effects
        let axis = effects.axis
        var fixed: ([Int32], [Double], [Double]) = ([], [], [])
        fixed.0.reserveCapacity(elements.count)
        fixed.1.reserveCapacity(elements.count)
        fixed.2.reserveCapacity(elements.count)
        var moving: ([Int32], [Double], [Double], [Double], [Double]) = ([], [], [], [], [])
        for (i, element) in elements.enumerated() {
            let id = Int32(truncatingIfNeeded: i)
            let lo = axis.vMin(of: element.frame), hi = axis.vMax(of: element.frame)
            if effects.moves(element) {
                let reach = effects.reach(of: element, sections: sections)
                moving.0.append(id)
                moving.1.append(lo)
                moving.2.append(hi)
                moving.3.append(reach.0)
                moving.4.append(reach.1)
            } else {
                fixed.0.append(id)
                fixed.1.append(lo)
                fixed.2.append(hi)
            }
        }
        fixedIndex = IntervalIndex(ids: fixed.0, starts: fixed.1, ends: fixed.2)
        movingStaticIndex = IntervalIndex(ids: moving.0, starts: moving.1, ends: moving.2)
        movingReachIndex = IntervalIndex(ids: moving.0, starts: moving.3, ends: moving.4)
    }

    /// The viewport the layout was computed for.
    public var viewport: Size { configuration.viewport }

    /// Number of elements (cells, headers, footers, decorations).
    public var elementCount: Int { elements.count }

    /// Every element with its static frame, in canonical order (section; header, cells, footer, decoration).
    public var staticAttributes: [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: nil) }
    }

    /// Every element with scroll effects applied at `offset`, in canonical order.
    public func attributes(at offset: Point) -> [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: offset) }
    }

    /// Elements whose static frames meet `rect` (closed intervals, so zero-size frames on an edge count).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        query(rect, offset: nil)
    }

    /// Elements whose frames at `offset` meet `rect`; a sticky header is found where it is pinned.
    public func attributes(in rect: Rect, at offset: Point) -> [LayoutAttributes] {
        query(rect, offset: offset)
    }

    /// The rectangle of the viewport when scrolled to `offset`.
    public func viewportRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: viewport)
    }

    private func query(_ rect: Rect, offset: Point?) -> [LayoutAttributes] {
        let a = effects.axis.vMin(of: rect), b = effects.axis.vMax(of: rect)
        var ids: [Int32] = []
        fixedIndex.forEach(meeting: a, b) { ids.append($0) }
        (offset == nil ? movingStaticIndex : movingReachIndex).forEach(meeting: a, b) { ids.append($0) }
        ids.sort()
        var result: [LayoutAttributes] = []
        result.reserveCapacity(ids.count)
        for id in ids {
            let attributes = attributes(ofElement: Int(id), at: offset)
            if attributes.drawnFrame.touches(rect) { result.append(attributes) }
        }
        return result
    }

    func attributes(ofElement i: Int, at offset: Point?) -> LayoutAttributes {
        let element = elements[i]
        var attributes = LayoutAttributes(
            kind: element.kind, section: Int(element.section), item: Int(element.item), frame: element.frame,
            zIndex: effects.zIndex(of: element),
            cornerRadius: element.kind == .decoration ? sections[Int(element.section)].backgroundCornerRadius : 0)
        if let offset, effects.moves(element) {
            effects.apply(to: &attributes, sections: sections, offset: offset)
        }
        return attributes
    }
}
