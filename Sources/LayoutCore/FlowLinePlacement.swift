/// Lays items into lines as UICollectionViewFlowLayout does, then positions each line by alignment.
///
/// Serves `flow` (always `justified`, centred across the line) and the line-based modes of
/// `alignedFlow`. Each item is visited a constant number of times: once to break lines, once to place.
enum FlowLinePlacement: SectionPlacement {
    /// Relative slack for "fits in the line" so that sums of decimal widths are not rejected by rounding.
    static let fitTolerance = 1e-9

    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        let items = section.items
        let n = items.count
        guard n > 0 else { return area.vStart }
        var uSizes = [Double](repeating: 0, count: n)
        var vSizes = [Double](repeating: 0, count: n)
        for k in 0..<n {
            let size = items[k].resolvedSize(default: section.itemSize)
            uSizes[k] = axis.u(of: size)
            vSizes[k] = axis.v(of: size)
        }
        let spacing = section.interitemSpacing
        let limit = area.available + fitTolerance * max(1, area.available)
        var v = area.vStart
        var maxEnd = area.vStart
        var first = 0
        while first < n {
            var end = first + 1
            var used = uSizes[first]
            var lineExtent = vSizes[first]
            while end < n {
                let next = used + spacing + uSizes[end]
                if next > limit { break }
                used = next
                lineExtent = max(lineExtent, vSizes[end])
                end += 1
            }
            let line = LineGeometry(first: first, end: end, used: used, isLast: end == n)
            placeLine(
                line, uSizes: uSizes, vSizes: vSizes, lineV: v, lineExtent: lineExtent,
                section: section, index: index, area: area, axis: axis, into: &elements)
            maxEnd = max(maxEnd, v + lineExtent)
            v += lineExtent + section.lineSpacing
            first = end
        }
        return maxEnd
    }

    private struct LineGeometry {
        let first: Int
        let end: Int
        /// Sum of item extents plus `interitemSpacing` between them.
        let used: Double
        let isLast: Bool
        var count: Int { end - first }
    }

    private static func placeLine(
        _ line: LineGeometry, uSizes: [Double], vSizes: [Double], lineV: Double, lineExtent: Double,
        section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) {
        let spacing = section.interitemSpacing
        let free = area.available - line.used
        var start: Double
        var gap = spacing
        var reversed = false
        switch section.alignment {
        case .start:
            start = area.uStart
        case .end:
            start = area.uStart + free
        case .center:
            start = area.uStart + free / 2
        case .dataEnd:
            start = area.uStart + free
            reversed = true
        case .justified:
            (start, gap) = justifiedPlacement(line, uSizes: uSizes, spacing: spacing, area: area)
        }
        if reversed {
            var u = start + line.used
            for k in line.first..<line.end {
                u -= uSizes[k]
                emit(k, u: u, uSizes: uSizes, vSizes: vSizes, lineV: lineV, lineExtent: lineExtent,
                     section: section, index: index, axis: axis, into: &elements)
                u -= spacing
            }
        } else {
            var u = start
            for k in line.first..<line.end {
                emit(k, u: u, uSizes: uSizes, vSizes: vSizes, lineV: lineV, lineExtent: lineExtent,
                     section: section, index: index, axis: axis, into: &elements)
                u += uSizes[k] + gap
            }
        }
    }

    /// UIKit's placement: free space spread between items, a lone item centred, the last line
    /// spaced as if padded with copies of its last item so it lines up with the lines above.
    private static func justifiedPlacement(
        _ line: LineGeometry, uSizes: [Double], spacing: Double, area: SectionArea
    ) -> (start: Double, gap: Double) {
        let itemsExtent = line.used - Double(line.count - 1) * spacing
        var slots = line.count
        var filled = itemsExtent
        if line.isLast {
            let pad = uSizes[line.end - 1]
            let limit = area.available + fitTolerance * max(1, area.available)
            let step = spacing + pad
            if step > 0, limit > line.used {
                let copies = Int(((limit - line.used) / step).rounded(.down))
                filled += Double(copies) * pad
                slots += copies
            }
        }
        if slots == 1 {
            return (area.uStart + (area.available - itemsExtent) / 2, spacing)
        }
        return (area.uStart, (area.available - filled) / Double(slots - 1))
    }

    @inline(__always)
    private static func emit(
        _ k: Int, u: Double, uSizes: [Double], vSizes: [Double], lineV: Double, lineExtent: Double,
        section: SectionConfiguration, index: Int32, axis: AxisMapper, into elements: inout [LayoutElement]
    ) {
        let vSize = vSizes[k]
        let v: Double
        switch section.verticalAlignment {
        case .top: v = lineV
        case .center: v = lineV + (lineExtent - vSize) / 2
        case .bottom: v = lineV + lineExtent - vSize
        }
        elements.appendCell(section: index, item: k, frame: axis.rect(u: u, v: v, uSize: uSizes[k], vSize: vSize))
    }
}
