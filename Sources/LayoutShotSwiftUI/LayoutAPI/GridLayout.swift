/// A grid that you can use in conditional layouts, as SwiftUI's `GridLayout`.
///
/// Its subviews are the cells of `GridRow`s (a row per `GridRow`) and views outside any row, each a row of
/// its own spanning every column. As Apple documents for `Grid`: there are as many columns as the longest row
/// has cells (a cell of `gridCellColumns(_:)` counts its columns), each column is as wide as its widest cell and
/// each row as tall as its tallest cell. A grid and its rows "behave something like a collection of `HStack`
/// instances wrapped in a `VStack`" (Apple's `Grid` documentation), and a grid offers each cell "a share of
/// any available space" (Apple's `gridCellUnsizedAxes(_:)` documentation): with a proposed width the columns
/// share it as a stack's subviews do (least flexible first, equal shares of what is left), and with a proposed
/// height the rows share it the same way, so flexible cells such as `Color` expand to share the height equally.
/// Without a proposal in a dimension, columns or rows take their ideal lengths. A cell with
/// `gridCellUnsizedAxes(_:)` does not size its column or row on those axes; it is offered the cell's rectangle. Each cell is offered its
/// column's width and its row's height when placed, and aligned in that rectangle by its `gridCellAnchor(_:)`,
/// else the row's alignment or else the grid's.
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
            let dimensions = subview.dimensions(in: cellProposal)
            if let anchor = subview.node.traits.gridCellAnchor {
                subview.place(at: anchored(dimensions, in: rect, anchor), proposal: cellProposal)
                continue
            }
            let point = aligned(dimensions, in: rect, Alignment(horizontal: alignment.horizontal, vertical: rowAlignment))
            subview.place(at: point, proposal: cellProposal)
        }
    }
}

/// Where a cell with `gridCellAnchor(_:)` goes: the anchor's unit point of the view on the same point of the cell
/// ("the unit point that defines how to align the view within the bounds of its grid cell", Apple's documentation).
private func anchored(_ dimensions: ViewDimensions, in rect: CGRect, _ anchor: UnitPoint) -> CGPoint {
    CGPoint(
        x: rect.minX + (rect.width - dimensions.width) * anchor.x,
        y: rect.minY + (rect.height - dimensions.height) * anchor.y)
}

/// Where a `GridLayout`'s cells go: columns, rows and their sizes for one proposal. Linear in the number of
/// cells and columns.
struct GridPlan {
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        /// Columns spanned; `nil` for a view outside any row, which spans the grid.
        let span: Int?
    }

    /// The most columns a grid has; a wider grid is a fault (its cells past the limit share the last column).
    static let maximumColumns = 10_000

    let cells: [Cell]
    let columns: Tracks
    let rows: Tracks

    init(_ grid: GridLayout, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        var cells: [Cell] = []
        var row = -1, column = 0
        var previousRow: AnyObject?
        for index in subviews.indices {
            let traits = subviews[index].node.traits
            if let token = traits.gridRow {
                if token !== previousRow { row += 1; column = 0 }
                let wanted = max(1, traits.gridCellColumns)
                if wanted > Self.maximumColumns - column, let grid = subviews[index].node.parent {
                    grid.report(.invalidArgument(
                        path: grid.path, argument: "row \(row) needs more than \(Self.maximumColumns) columns",
                        requirement: "a grid has at most \(Self.maximumColumns) columns"))
                }
                let start = min(column, Self.maximumColumns - 1)
                let span = min(wanted, Self.maximumColumns - start)
                cells.append(Cell(index: index, row: row, column: start, span: span))
                column = start + span
            } else {
                row += 1
                cells.append(Cell(index: index, row: row, column: 0, span: nil))
            }
            previousRow = traits.gridRow
        }
        self.cells = cells
        let columnCount = cells.map { $0.column + ($0.span ?? 1) }.max() ?? 0
        var inColumn = Array(repeating: [Int](), count: columnCount)
        for cell in cells where cell.span == 1 && !subviews[cell.index].node.traits.gridUnsizedAxes.contains(.horizontal) {
            inColumn[cell.column].append(cell.index)
        }
        let widths = Tracks.shared(
            count: columnCount, spacing: grid.horizontalSpacing ?? ViewSpacing.defaultDistance, offered: proposal.width
        ) { column, offered in
            inColumn[column].map { subviews[$0].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width }.max() ?? 0
        }
        columns = widths
        var inRow = Array(repeating: [Cell](), count: row + 1)
        for cell in cells where !subviews[cell.index].node.traits.gridUnsizedAxes.contains(.vertical) {
            inRow[cell.row].append(cell)
        }
        rows = Tracks.shared(
            count: row + 1, spacing: grid.verticalSpacing ?? ViewSpacing.defaultDistance, offered: proposal.height
        ) { row, offered in
            inRow[row].map { cell in
                let width = widths.length(from: cell.column, count: cell.span ?? columnCount)
                return subviews[cell.index].sizeThatFits(ProposedViewSize(width: width, height: offered)).height
            }.max() ?? 0
        }
    }

    var size: CGSize { CGSize(width: columns.extent, height: rows.extent) }

    func rect(of cell: Cell, in bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX + columns.start(of: cell.column), y: bounds.minY + rows.start(of: cell.row),
            width: columns.length(from: cell.column, count: cell.span ?? columns.lengths.count),
            height: rows.lengths[cell.row])
    }
}

/// A grid's columns or rows: their lengths and the spacing between them, with running sums so that a cell's
/// place and span are found in constant time, an infinite length (an infinite proposal) included.
struct Tracks {
    let lengths: [CGFloat]
    let spacing: CGFloat
    /// The sum of the finite lengths before each track, and how many before it are infinite.
    private let finiteSums: [CGFloat]
    private let infiniteCounts: [Int]

    init(lengths: [CGFloat], spacing: CGFloat) {
        self.lengths = lengths
        self.spacing = spacing
        var sums: [CGFloat] = [0], counts = [0]
        for length in lengths {
            sums.append(sums.last! + (length.isInfinite ? 0 : length))
            counts.append(counts.last! + (length.isInfinite ? 1 : 0))
        }
        finiteSums = sums
        infiniteCounts = counts
    }

    /// Tracks that share `offered` as a stack's subviews do: with no length each takes its ideal (`nil`), with
    /// an infinite one each is offered all of it, else the least flexible (its length for 0 against ∞) is
    /// served first, each an equal share of what is left. `length(track, offered)` is a track's length there.
    static func shared(
        count: Int, spacing: CGFloat, offered: CGFloat?, length: (Int, CGFloat?) -> CGFloat
    ) -> Tracks {
        guard let offered, offered.isFinite, count > 0 else {
            return Tracks(lengths: (0..<count).map { length($0, offered) }, spacing: spacing)
        }
        let minimums = (0..<count).map { length($0, 0) }
        let flexibility = (0..<count).map { length($0, .infinity) - minimums[$0] }
        var lengths = minimums
        var remaining = offered - CGFloat(count - 1) * spacing
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (served, track) in order.enumerated() {
            lengths[track] = length(track, max(0, remaining / CGFloat(count - served)))
            remaining -= lengths[track]
        }
        return Tracks(lengths: lengths, spacing: spacing)
    }

    /// From the first track's start to `track`'s.
    func start(of track: Int) -> CGFloat {
        infiniteCounts[track] > 0 ? .infinity : finiteSums[track] + CGFloat(track) * spacing
    }

    /// The length of `count` tracks from `track`, with the spacing between them.
    func length(from track: Int, count: Int) -> CGFloat {
        let end = min(lengths.count, track + count)
        guard end > track else { return 0 }
        if infiniteCounts[end] > infiniteCounts[track] { return .infinity }
        return finiteSums[end] - finiteSums[track] + CGFloat(end - track - 1) * spacing
    }

    /// All the tracks with the spacing between them.
    var extent: CGFloat { length(from: 0, count: lengths.count) }
}
