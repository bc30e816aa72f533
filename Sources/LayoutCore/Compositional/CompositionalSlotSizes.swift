/// The measured cell sizes one group instance is placed with: slot `k` of the instance holds item
/// `firstItem + k` of the section.
struct CompositionalSlotSizes {
    /// The item in the instance's first slot.
    let firstItem: Int
    /// The section's measured cell sizes, by item.
    let sizes: [Int: Size2D]

    /// The measured size of the cell in `slot`, if it reported one.
    func size(slot: Int) -> Size2D? { sizes[firstItem + slot] }

    /// Whether any cell in `slots` reported a size.
    func anyMeasured(in slots: Range<Int>) -> Bool {
        slots.contains { sizes[firstItem + $0] != nil }
    }

    /// The same sizes for a nested stretch that starts `slots` slots later.
    func shifted(by slots: Int) -> CompositionalSlotSizes {
        CompositionalSlotSizes(firstItem: firstItem + slots, sizes: sizes)
    }
}
