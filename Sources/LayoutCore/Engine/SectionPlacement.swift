/// The item area of one section, in scroll-relative axes (see `AxisMapper`).
struct SectionArea: Sendable {
    /// Where the item area starts along a line (content column start + inset).
    let uStart: Double
    /// Item area extent along a line; never negative.
    let available: Double
    /// Where the first items start along the scroll axis.
    let vStart: Double
}

/// Appends a section's cells, in data order, and reports where they end along the scroll axis.
protocol SectionPlacement {
    /// Places `section.items` and returns the largest item end along the scroll axis (`area.vStart` if none).
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double
}

extension Array where Element == LayoutElement {
    @inline(__always)
    mutating func appendCell(section: Int32, item: Int, frame: Rect2D) {
        append(LayoutElement(frame: frame, section: section, item: Int32(truncatingIfNeeded: item), kind: .cell))
    }
}
