/// The elements of orthogonally scrolling sections indexed across the scroll axis, so that what a rect shows
/// of them costs O(log n + shown) whatever the scrollers hold: a scroller of a million cells shows a few.
struct CompositionalOrthogonalIndex: Sendable {
    /// One section's scroller: its elements by their static extent across the scroll axis.
    private struct Scroller: Sendable {
        var section: Int32
        var across: IntervalIndex
    }

    private let scrollers: [Scroller]
    /// Each scroller by the stretch its elements cover along the scroll axis (ids index `scrollers`).
    private let along: IntervalIndex

    /// Indexes the elements that scroll orthogonally (they never pin) among `elements`.
    init(_ elements: [CompositionalElement], axis: AxisMapper) {
        var bySection: [Int32: (entries: [IntervalIndex.Entry], start: Double, end: Double)] = [:]
        for (i, element) in elements.enumerated() where element.scrollsOrthogonally {
            let entry = IntervalIndex.Entry(start: axis.uMin(of: element.frame), end: axis.uMax(of: element.frame), id: Int32(i))
            let start = axis.vMin(of: element.frame), end = axis.vMax(of: element.frame)
            bySection[element.section, default: ([], start, end)].entries.append(entry)
            bySection[element.section]!.start = min(bySection[element.section]!.start, start)
            bySection[element.section]!.end = max(bySection[element.section]!.end, end)
        }
        var scrollers: [Scroller] = [], along: [IntervalIndex.Entry] = []
        for section in bySection.keys.sorted() {
            let held = bySection[section]!
            along.append(IntervalIndex.Entry(start: held.start, end: held.end, id: Int32(scrollers.count)))
            scrollers.append(Scroller(section: section, across: IntervalIndex(held.entries)))
        }
        self.scrollers = scrollers
        self.along = IntervalIndex(along)
    }

    /// Calls `body` with every element whose static extent across the scroll axis, moved by its section's
    /// `orthogonalOffsets` entry, meets `u0...u1`, in scrollers whose elements reach `v0...v1` along it.
    /// The caller still checks each element against the rect along the scroll axis.
    func forEach(
        across u0: Double, _ u1: Double, along v0: Double, _ v1: Double, orthogonalOffsets: [Int: Double],
        _ body: (Int32) -> Void
    ) {
        along.forEach(meeting: v0, v1) { id in
            let scroller = scrollers[Int(id)]
            let shift = orthogonalOffsets[Int(scroller.section)] ?? 0
            scroller.across.forEach(meeting: u0 + shift, u1 + shift, body)
        }
    }
}
