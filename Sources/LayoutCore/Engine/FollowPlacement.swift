/// `alignedFlow` with `follow: true`: items of one width and varying heights (horizontal: one height,
/// varying widths) hang under the slots made by the first line, shortest slot first.
///
/// The first line is broken and aligned as in `FlowLinePlacement`; each of its items makes a slot. Every
/// later item goes under the slot whose bottom is smallest (ties: the slot met first in data order), at the
/// slot's start, `lineSpacing` below its bottom. An item longer along the line than that slot would reach
/// into its neighbour, so it starts a new block instead: a fresh first line `lineSpacing` below everything
/// placed so far, making new slots. Items never overlap. O(n log k) for k slots per line.
enum FollowPlacement: SectionPlacement {
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        let n = section.items.count
        guard n > 0 else { return area.vStart }
        let sizes = FlowLineBreaker(section: section, available: area.available, axis: axis)
        var slots = FollowSlots()
        var blockV = area.vStart
        var maxEnd = area.vStart
        var k = 0
        while k < n {
            let line = sizes.line(from: k)
            slots.removeAll()
            line.forEachPosition(alignment: section.alignment, sizes: sizes, area: area) { j, u, size in
                let v = line.v(of: size.v, lineV: blockV, alignment: section.verticalAlignment)
                elements.appendCell(section: index, item: j, frame: axis.rect(u: u, v: v, uSize: size.u, vSize: size.v))
                slots.append(u: u, uSize: size.u, bottom: v + size.v)
                maxEnd = max(maxEnd, v + size.v)
            }
            slots.buildHeap()
            k = line.end
            while k < n {
                let slot = slots.lowest
                let size = sizes.extents(of: k)
                if size.u > FlowLineBreaker.limit(for: slots.uSize[slot]) { break }
                let v = slots.bottom[slot] + section.lineSpacing
                elements.appendCell(section: index, item: k, frame: axis.rect(u: slots.u[slot], v: v, uSize: size.u, vSize: size.v))
                slots.setLowestBottom(v + size.v)
                maxEnd = max(maxEnd, v + size.v)
                k += 1
            }
            blockV = maxEnd + section.lineSpacing
        }
        return maxEnd
    }
}
