/// Lays items into lines as UICollectionViewFlowLayout does, then positions each line by alignment.
///
/// Serves `flow` (always `justified`, centred across the line) and `alignedFlow` without `follow`.
/// O(n): each item is sized once (plus once more when it ends a line) and placed once.
enum FlowLinePlacement: SectionPlacement {
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        guard !section.items.isEmpty else { return area.vStart }
        var breaker = FlowLineBreaker(section: section, available: area.available, axis: axis)
        var lineV = area.vStart
        var maxEnd = area.vStart
        var first = 0
        while true {
            let line = breaker.line(from: first)
            let uSizes = breaker.uSizes, vSizes = breaker.vSizes
            line.forEachPosition(alignment: section.alignment, uSizes: uSizes, spacing: breaker.spacing, area: area) { i, u in
                let v = line.v(of: vSizes[i], lineV: lineV, alignment: section.verticalAlignment)
                elements.appendCell(
                    section: index, item: line.first + i, frame: axis.rect(u: u, v: v, uSize: uSizes[i], vSize: vSizes[i]))
            }
            maxEnd = max(maxEnd, lineV + line.extent)
            if line.isLast { return maxEnd }
            lineV += line.extent + section.lineSpacing
            first = line.end
        }
    }
}
