import LayoutShotSwiftUI

// Layouts as Swift 5 code outside is written: only the import differs from an iOS file.

/// Subviews laid out right to left in rows from the trailing edge (a right-aligned tag row).
struct TrailingFlow: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = self.rows(width: proposal.replacingUnspecifiedDimensions().width, subviews: subviews)
        let height = rows.map { $0.map { subviews[$0].sizeThatFits(.unspecified).height }.max() ?? 0 }
            .reduce(0, +) + CGFloat(max(0, rows.count - 1)) * spacing
        return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(width: bounds.width, subviews: subviews) {
            var x = bounds.maxX
            var height: CGFloat = 0
            for index in row {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topTrailing, proposal: .unspecified)
                x -= size.width + spacing
                height = max(height, size.height)
            }
            y += height + spacing
        }
    }

    private func rows(width: CGFloat, subviews: Subviews) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used: CGFloat = 0
        for index in subviews.indices {
            let itemWidth = subviews[index].sizeThatFits(.unspecified).width
            if !rows[rows.count - 1].isEmpty && used + spacing + itemWidth > width {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : spacing) + itemWidth
            rows[rows.count - 1].append(index)
        }
        return rows
    }
}

/// Which column a `ColumnsLayout` subview goes in.
struct ColumnKey: LayoutValueKey {
    static var defaultValue = 0
}

/// Columns of equal width; each subview goes in the column its `ColumnKey` names, stacked with `spacing`.
/// It keeps its columns in a cache, and puts its leading guide `spacing` in from its leading edge, so that
/// what aligns with it by leading edge overhangs it by the spacing.
struct ColumnsLayout: Layout {
    var count: Int
    var spacing: CGFloat = 10

    struct Cache {
        var columns: [[Int]]
    }

    func makeCache(subviews: Subviews) -> Cache {
        var columns = Array(repeating: [Int](), count: count)
        for index in subviews.indices { columns[min(count - 1, max(0, subviews[index][ColumnKey.self]))].append(index) }
        return Cache(columns: columns)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? 300
        let columnWidth = (width - CGFloat(count - 1) * spacing) / CGFloat(count)
        let heights = cache.columns.map { column in
            column.reduce(CGFloat(0)) { $0 + subviews[$1].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height }
                + CGFloat(max(0, column.count - 1)) * spacing
        }
        return CGSize(width: width, height: heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let columnWidth = (bounds.width - CGFloat(count - 1) * spacing) / CGFloat(count)
        for (columnIndex, column) in cache.columns.enumerated() {
            var y = bounds.minY
            for index in column {
                let offer = ProposedViewSize(width: columnWidth, height: nil)
                subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(columnIndex) * (columnWidth + spacing), y: y), proposal: offer)
                y += subviews[index].sizeThatFits(offer).height + spacing
            }
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guide == .leading ? spacing : nil
    }
}
