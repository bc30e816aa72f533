/// Lays items into lines as UICollectionViewFlowLayout does, then positions each line by alignment.
///
/// Serves `flow` (always `justified`, centred across the line) and `alignedFlow` without `follow`.
/// O(n): each item is sized twice (three times when it ends a line) and placed once.
enum FlowLinePlacement: SectionPlacement {
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        guard !section.items.isEmpty else { return area.vStart }
        let sizes = FlowLineBreaker(section: section, available: area.available, axis: axis)
        var lineV = area.vStart
        var maxEnd = area.vStart
        var first = 0
        while true {
            let line = sizes.line(from: first)
            line.forEachPosition(alignment: section.alignment, sizes: sizes, area: area) { k, u, size in
                let v = line.v(of: size.v, lineV: lineV, alignment: section.verticalAlignment)
                elements.appendCell(section: index, item: k, frame: axis.rect(u: u, v: v, uSize: size.u, vSize: size.v))
            }
            maxEnd = max(maxEnd, lineV + line.extent)
            if line.isLast { return maxEnd }
            lineV += line.extent + section.lineSpacing
            first = line.end
        }
    }
}
