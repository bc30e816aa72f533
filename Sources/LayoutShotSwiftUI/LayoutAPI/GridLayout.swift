#if !canImport(SwiftUI)
/// A grid that you can use in conditional layouts, as SwiftUI's `GridLayout`.
///
/// Its subviews are the cells of `GridRow`s (a row per `GridRow`) and views outside any row, each a row of
/// its own spanning every column. As Apple documents for `Grid`: there are as many columns as the longest row
/// has cells (a cell of `gridCellColumns(_:)` counts its columns), each column is as wide as its widest cell and
/// each row as tall as its tallest cell. With a proposed width, columns share it as a stack's subviews do
/// (least flexible first); rows take their heights for an unspecified height. Each cell is offered its
/// column's width and its row's height when placed, and aligned in that rectangle by the row's alignment
/// or else the grid's.
@frozen
public struct GridLayout: Layout, BuiltInLayout {
    /// The alignment of subviews within their cells.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the default (8, as `ViewSpacing`).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the default (8).
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the given alignment and spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The size of the grid: its columns side by side and its rows one above the other.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GridPlan(self, proposal: proposal, subviews: subviews).size
    }

    /// Places each cell in its column and row.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plan = GridPlan(self, proposal: proposal, subviews: subviews)
        for cell in plan.cells {
            let rect = plan.rect(of: cell, in: bounds)
            let cellProposal = ProposedViewSize(rect.size)
            let subview = subviews[cell.index]
            let rowAlignment = subview.node.traits.gridRowAlignment ?? alignment.vertical
            let point = aligned(
                subview.dimensions(in: cellProposal), in: rect,
                Alignment(horizontal: alignment.horizontal, vertical: rowAlignment))
            subview.place(at: point, proposal: cellProposal)
        }
    }
}

/// Where a `GridLayout`'s cells go: columns, rows and their sizes for one proposal.
struct GridPlan {
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        /// Columns spanned; `nil` for a view outside any row, which spans the grid.
        let span: Int?
    }

    let cells: [Cell]
    let columnWidths: [CGFloat]
    let rowHeights: [CGFloat]
    let columnSpacing: CGFloat
    let rowSpacing: CGFloat

    init(_ grid: GridLayout, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        columnSpacing = grid.horizontalSpacing ?? ViewSpacing.defaultDistance
        rowSpacing = grid.verticalSpacing ?? ViewSpacing.defaultDistance
        var cells: [Cell] = []
        var row = -1, column = 0
        var previousRow: AnyObject?
        for index in subviews.indices {
            let traits = subviews[index].node.traits
            if let token = traits.gridRow {
                if token !== previousRow { row += 1; column = 0 }
                let span = max(1, traits.gridCellColumns)
                cells.append(Cell(index: index, row: row, column: column, span: span))
                column += span
            } else {
                row += 1
                cells.append(Cell(index: index, row: row, column: 0, span: nil))
            }
            previousRow = traits.gridRow
        }
        self.cells = cells
        let columnCount = cells.map { $0.column + ($0.span ?? 1) }.max() ?? 0
        let inColumn = (0..<columnCount).map { column in cells.filter { $0.span == 1 && $0.column == column } }
        func width(of column: Int, offered: CGFloat?) -> CGFloat {
            inColumn[column].map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width }.max() ?? 0
        }
        var widths = (0..<columnCount).map { width(of: $0, offered: nil) }
        if let available = proposal.width, columnCount > 0 {
            let minimums = (0..<columnCount).map { width(of: $0, offered: 0) }
            let flexibility = (0..<columnCount).map { width(of: $0, offered: .infinity) - minimums[$0] }
            var remaining = available - CGFloat(columnCount - 1) * columnSpacing
            let order = (0..<columnCount).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            for (served, column) in order.enumerated() {
                widths[column] = width(of: column, offered: max(0, remaining / CGFloat(columnCount - served)))
                remaining -= widths[column]
            }
        }
        columnWidths = widths
        let rowCount = row + 1
        var heights = Array(repeating: CGFloat(0), count: rowCount)
        let spacing = columnSpacing
        for cell in cells {
            let span = cell.span ?? columnCount
            let cellWidth = widths[cell.column..<min(columnCount, cell.column + span)].reduce(0, +)
                + CGFloat(max(0, span - 1)) * spacing
            let height = subviews[cell.index].sizeThatFits(ProposedViewSize(width: cellWidth, height: nil)).height
            heights[cell.row] = max(heights[cell.row], height)
        }
        rowHeights = heights
    }

    var size: CGSize {
        CGSize(
            width: columnWidths.reduce(0, +) + CGFloat(max(0, columnWidths.count - 1)) * columnSpacing,
            height: rowHeights.reduce(0, +) + CGFloat(max(0, rowHeights.count - 1)) * rowSpacing)
    }

    func rect(of cell: Cell, in bounds: CGRect) -> CGRect {
        let x = bounds.minX + columnWidths[..<cell.column].reduce(0, +) + CGFloat(cell.column) * columnSpacing
        let y = bounds.minY + rowHeights[..<cell.row].reduce(0, +) + CGFloat(cell.row) * rowSpacing
        let span = cell.span ?? columnWidths.count
        let end = min(columnWidths.count, cell.column + span)
        let width = columnWidths[cell.column..<end].reduce(0, +) + CGFloat(max(0, end - cell.column - 1)) * columnSpacing
        return CGRect(x: x, y: y, width: width, height: rowHeights[cell.row])
    }
}
#endif
