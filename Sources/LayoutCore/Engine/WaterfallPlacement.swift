/// Masonry placement: equal-width columns (rows when horizontal), each item into the column `order` picks.
enum WaterfallPlacement: SectionPlacement {
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        let columns = max(1, section.columns)
        let spacing = section.interitemSpacing
        let itemU = max(0, (area.available - Double(columns - 1) * spacing) / Double(columns))
        var nextV = [Double](repeating: area.vStart, count: columns)
        var maxEnd = area.vStart
        for (k, item) in section.items.enumerated() {
            let column: Int
            switch section.order {
            case .shortestFirst:
                var best = 0
                for c in 1..<columns where nextV[c] < nextV[best] { best = c }
                column = best
            case .leftToRight:
                column = k % columns
            case .rightToLeft:
                column = columns - 1 - k % columns
            }
            let v = nextV[column]
            let vSize = vExtent(of: item, uExtent: itemU, itemSize: section.itemSize, axis: axis)
            let u = area.uStart + Double(column) * (itemU + spacing)
            elements.appendCell(section: index, item: k, frame: axis.rect(u: u, v: v, uSize: itemU, vSize: vSize))
            nextV[column] = v + vSize + section.lineSpacing
            maxEnd = max(maxEnd, v + vSize)
        }
        return maxEnd
    }

    /// The item's extent along the scroll axis, its extent across being the column's: the explicit scroll-axis
    /// dimension, else from `aspectRatio`, else from `itemSize`.
    @inline(__always)
    private static func vExtent(of item: ItemSpec, uExtent: Double, itemSize: Size2D, axis: AxisMapper) -> Double {
        if axis.direction == .vertical {
            if let h = item.height { return h }
            if let ar = item.aspectRatio { return uExtent / ar }
            return itemSize.height
        }
        if let w = item.width { return w }
        if let ar = item.aspectRatio { return uExtent * ar }
        return itemSize.width
    }
}
