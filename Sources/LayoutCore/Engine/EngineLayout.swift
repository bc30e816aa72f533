/// A computed layout: static element geometry, its rect-query indices and the scroll effects.
///
/// Attributes are made on demand from compact stored elements, so computing a layout stays cheap and
/// evaluating it at a new offset costs O(log n + visible), not O(n).
public struct EngineLayout: PreparedLayout {
    /// The configuration the layout was computed from.
    public let configuration: LayoutConfiguration
    /// The scrollable content size.
    public let contentSize: Size2D
    let elements: [LayoutElement]
    let sections: [SectionInfo]
    let effects: ScrollEffects
    /// Runs of `blockSize` consecutive elements, by the interval their non-moving elements span.
    ///
    /// Layouts emit elements almost in order along the scroll axis, so a run's interval is tight and
    /// indexing runs instead of elements keeps building cheap: one pass, n / blockSize entries.
    private let blockIndex: IntervalIndex
    private static let blockSize = 16
    /// Elements that move with the offset, by static frame.
    private let movingStaticIndex: IntervalIndex
    /// Elements that move with the offset, by every place they can reach.
    private let movingReachIndex: IntervalIndex

    init(configuration: LayoutConfiguration, contentSize: Size2D, elements: [LayoutElement], sections: [SectionInfo]) {
        self.configuration = configuration
        self.contentSize = contentSize
        self.elements = elements
        self.sections = sections
        let effects = ScrollEffects(configuration, sections: sections)
        self.effects = effects
        let axis = effects.axis
        var blocks: [IntervalIndex.Entry] = []
        blocks.reserveCapacity(elements.count / Self.blockSize + 1)
        var movingStatic: [IntervalIndex.Entry] = [], movingReach: [IntervalIndex.Entry] = []
        let anyMoves = effects.movesAnything
        elements.withUnsafeBufferPointer { buffer in
            var first = 0
            while first < buffer.count {
                let last = min(buffer.count, first + Self.blockSize)
                var blockStart = Double.infinity, blockEnd = -Double.infinity
                if anyMoves {
                    for i in first..<last {
                        let element = buffer[i]
                        let start = axis.vMin(of: element.frame), end = axis.vMax(of: element.frame)
                        if effects.moves(element) {
                            let reach = effects.reach(of: element, sections: sections)
                            let id = Int32(truncatingIfNeeded: i)
                            movingStatic.append(IntervalIndex.Entry(start: start, end: end, id: id))
                            movingReach.append(IntervalIndex.Entry(start: reach.0, end: reach.1, id: id))
                        } else {
                            blockStart = min(blockStart, start)
                            blockEnd = max(blockEnd, end)
                        }
                    }
                } else {
                    (blockStart, blockEnd) = Self.span(of: buffer[first..<last], axis: axis)
                }
                if blockStart <= blockEnd {
                    blocks.append(IntervalIndex.Entry(start: blockStart, end: blockEnd, id: Int32(first / Self.blockSize)))
                }
                first = last
            }
        }
        blockIndex = IntervalIndex(blocks)
        movingStaticIndex = IntervalIndex(movingStatic)
        movingReachIndex = IntervalIndex(movingReach)
    }

    /// The interval along the scroll axis that `elements` span.
    ///
    /// Frames of a line start at scattered places, so the comparisons must not branch: a mispredicted
    /// branch per element doubled the cost of building the index.
    @inline(__always)
    private static func span(of elements: Slice<UnsafeBufferPointer<LayoutElement>>, axis: AxisMapper) -> (Double, Double) {
        var start = Double.infinity, end = -Double.infinity
        for element in elements {
            let elementStart = axis.vMin(of: element.frame), elementEnd = axis.vMax(of: element.frame)
            start = elementStart < start ? elementStart : start
            end = elementEnd > end ? elementEnd : end
        }
        return (start, end)
    }

    /// The viewport the layout was computed for.
    public var viewport: Size2D { configuration.viewport }

    /// Number of elements (cells, headers, footers, decorations).
    public var elementCount: Int { elements.count }

    /// Every element with its static frame, in canonical order (section; header, cells, footer, decoration).
    public var staticAttributes: [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: nil) }
    }

    /// Every element with scroll effects applied at `offset`, in canonical order.
    public func attributes(at offset: Point2D) -> [LayoutAttributes] {
        elements.indices.map { attributes(ofElement: $0, at: offset) }
    }

    /// Elements whose static frames meet `rect` (closed intervals, so zero-size frames on an edge count).
    public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
        query(rect, offset: nil)
    }

    /// Elements whose frames at `offset` meet `rect`; a sticky header is found where it is pinned.
    public func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        query(rect, offset: offset)
    }

    private func query(_ rect: Rect2D, offset: Point2D?) -> [LayoutAttributes] {
        let a = effects.axis.vMin(of: rect), b = effects.axis.vMax(of: rect)
        var ids: [Int32] = []
        elements.withUnsafeBufferPointer { buffer in
            blockIndex.forEach(meeting: a, b) { block in
                let first = Int(block) * Self.blockSize
                for i in first..<min(buffer.count, first + Self.blockSize) {
                    let element = buffer[i]
                    if element.frame.touches(rect), !effects.moves(element) { ids.append(Int32(truncatingIfNeeded: i)) }
                }
            }
        }
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

    func attributes(ofElement i: Int, at offset: Point2D?) -> LayoutAttributes {
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
