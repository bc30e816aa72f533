/// Resolves a sequence's subitems one after another with their measured sizes. It counts the slots each
/// subitem fills, since a measured size belongs to the cell in a given slot.
struct SubitemMeasurer {
    let axis: AxisMapper
    let container: Size2D
    let capacity: Int
    let sizes: CompositionalSlotSizes?
    /// The slot the next subitem's first cell fills.
    private(set) var slot: Int
    private var peekedSlots = 0

    init(axis: AxisMapper, container: Size2D, capacity: Int, sizes: CompositionalSlotSizes?, slot: Int) {
        self.axis = axis
        self.container = container
        self.capacity = capacity
        self.sizes = sizes
        self.slot = slot
    }

    /// The entry `subitem` would have at the current slot; `take()` moves past it.
    mutating func peek(_ subitem: CompositionalSubitem) -> GroupEntry {
        let (size, slots) = measured(subitem)
        peekedSlots = slots
        return GroupEntry(subitem, in: container, size: size, axis: axis)
    }

    /// Moves past the subitem last peeked at.
    mutating func take() {
        slot += peekedSlots
        peekedSlots = 0
    }

    /// The entry of `subitem` at the current slot, moving past it.
    mutating func next(_ subitem: CompositionalSubitem) -> GroupEntry {
        let entry = peek(subitem)
        take()
        return entry
    }

    /// The subitem's size with its measurements (`nil` when nothing it holds was measured) and the slots it fills.
    private func measured(_ subitem: CompositionalSubitem) -> (Size2D?, Int) {
        guard let sizes else { return (nil, 0) }
        switch subitem {
        case .item(let item):
            guard let measured = sizes.size(slot: slot) else { return (nil, 1) }
            let resolved = item.layoutSize.resolved(in: container)
            let axes = CompositionalSelfSizingAxes(item.layoutSize)
            return (Size2D(
                width: axes.contains(.width) ? measured.width : resolved.width,
                height: axes.contains(.height) ? measured.height : resolved.height), 1)
        case .group(let group):
            let nested = sizes.shifted(by: slot)
            let measured = group.measured(proposed: group.layoutSize.resolved(in: container), capacity: capacity, sizes: nested)
            // A group none of whose cells was measured keeps the size it has before measuring.
            return (nested.anyMeasured(in: 0..<measured.slots) ? measured.size : nil, measured.slots)
        }
    }
}
