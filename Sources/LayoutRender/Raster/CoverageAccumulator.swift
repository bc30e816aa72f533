import LayoutCore

/// Exact anti-aliased coverage of a set of line edges by signed-area accumulation, stored sparsely.
///
/// Every edge adds, row by row, the signed area it sweeps to the right of itself as per-pixel deltas
/// ("cells"); a running sum of a row's deltas is then the winding-weighted coverage of each pixel, and
/// between two cells the sum is constant, so interiors come out as long spans at no per-pixel cost.
/// Coverage is `min(1, |sum|)`: the non-zero rule, exact wherever no pixel holds two edges of one
/// orientation (the approach of FreeType's smooth rasterizer and font-rs).
///
/// Deltas are fixed-point integers, so their sum does not depend on the order edges arrive in and the
/// result is the same on every machine. Work is proportional to the edges' length in pixels plus the
/// number of cells, never to the canvas size.
struct CoverageAccumulator {
    /// Full coverage in fixed point.
    static let one = 1 << 20

    /// Each cell packs `row << columnBits | column` (relative to the clip) above a 32-bit signed delta,
    /// so sorting the integers orders cells row by row, left to right.
    private var cells: [UInt64] = []
    private var clip = DeviceClip(width: 0, height: 0, clip: nil)
    private var firstColumn = 0
    private var firstRow = 0
    /// The last cell column: one past the last visible one, so a row that runs to the clip's right
    /// edge still ends with a cell.
    private var lastColumn = 0
    private var columnBits = 0

    /// Forgets all edges and prepares for edges clipped to `clip`.
    mutating func reset(clip: DeviceClip) {
        cells.removeAll(keepingCapacity: true)
        self.clip = clip
        guard !clip.isEmpty else { return }
        firstColumn = clip.firstColumn
        firstRow = clip.firstRow
        lastColumn = clip.endColumn - firstColumn
        columnBits = Int.bitWidth - lastColumn.leadingZeroBitCount
    }

    /// Adds the edge from `p0` to `p1`; its direction sets the sign of its winding.
    mutating func addLine(from p0: Point, to p1: Point) {
        guard !clip.isEmpty, p0.y != p1.y,
            p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite
        else { return }
        // Parts left (right) of the clip move onto its left (right) edge: the winding they carry
        // then starts (ends) exactly there, which is the clipped shape.
        let minX = clip.minX, maxX = clip.maxX
        var first = (t: Double.infinity, x: minX), second = (t: Double.infinity, x: maxX)
        if (p0.x - minX) * (p1.x - minX) < 0 { first.t = (minX - p0.x) / (p1.x - p0.x) }
        if (p0.x - maxX) * (p1.x - maxX) < 0 { second.t = (maxX - p0.x) / (p1.x - p0.x) }
        if second.t < first.t { swap(&first, &second) }
        var from = Point(x: min(max(p0.x, minX), maxX), y: p0.y)
        if first.t.isFinite {
            let to = Point(x: first.x, y: p0.y + first.t * (p1.y - p0.y))
            addClampedLine(from: from, to: to)
            from = to
        }
        if second.t.isFinite {
            let to = Point(x: second.x, y: p0.y + second.t * (p1.y - p0.y))
            addClampedLine(from: from, to: to)
            from = to
        }
        addClampedLine(from: from, to: Point(x: min(max(p1.x, minX), maxX), y: p1.y))
    }

    /// Calls `body(y, x0, x1, coverage)` for runs of pixels `x0..<x1` on row `y` sharing one coverage
    /// in 1...255, rows top to bottom, runs left to right.
    mutating func forEachSpan(_ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Int) -> Void) {
        guard !clip.isEmpty, !cells.isEmpty else { return }
        cells.sort()
        let columnMask = UInt64(1) << columnBits - 1
        let visibleColumns = lastColumn
        cells.withUnsafeBufferPointer { cells in
            var index = 0
            var row = UInt64.max
            var sum = 0
            while index < cells.count {
                let key = cells[index] >> 32
                var delta = 0
                repeat {
                    delta += Int(Int32(truncatingIfNeeded: cells[index]))
                    index += 1
                } while index < cells.count && cells[index] >> 32 == key
                let cellRow = key >> columnBits
                if cellRow != row {
                    row = cellRow
                    sum = 0
                }
                sum += delta
                let column = Int(key & columnMask)
                guard column < visibleColumns else { continue }
                let coverage = Self.coverage(sum)
                guard coverage > 0 else { continue }
                var end = column + 1
                if index < cells.count, (cells[index] >> 32) >> columnBits == row {
                    end = min(Int((cells[index] >> 32) & columnMask), visibleColumns)
                }
                body(Int(row) + firstRow, column + firstColumn, end + firstColumn, coverage)
            }
        }
    }

    /// Maps a fixed-point winding-weighted area to a byte, clamping at full coverage.
    @inline(__always)
    private static func coverage(_ sum: Int) -> Int {
        min(255, (abs(sum) * 255 + one / 2) >> 20)
    }

    /// Adds an edge that lies within the clip's columns, row by row.
    private mutating func addClampedLine(from p0: Point, to p1: Point) {
        guard p0.y != p1.y else { return }
        let (top, bottom, direction) = p0.y < p1.y ? (p0, p1, 1.0) : (p1, p0, -1.0)
        let yStart = max(top.y, clip.minY), yEnd = min(bottom.y, clip.maxY)
        guard yStart < yEnd else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let lowX = min(top.x, bottom.x), highX = max(top.x, bottom.x)
        func x(at y: Double) -> Double {
            y == bottom.y ? bottom.x : min(max(top.x + (y - top.y) * slope, lowX), highX)
        }
        var row = Int(yStart.rounded(.down))
        var y0 = yStart, x0 = x(at: yStart)
        while y0 < yEnd {
            let y1 = min(Double(row + 1), yEnd)
            let x1 = x(at: y1)
            addPiece(row: row - firstRow, x0, x1, height: direction * (y1 - y0))
            y0 = y1
            x0 = x1
            row += 1
        }
    }

    /// Adds the cells of the part of an edge inside one pixel row, crossing it between `xa` and `xb`
    /// over the signed height `height`.
    ///
    /// Pixel `i` gains `height × (average fraction of the pixel right of the edge)`; with `Φ` the
    /// integral of `clamp(p, 0, 1)`, the fraction left of the edge averages
    /// `(Φ(xr - i) - Φ(xl - i)) / (xr - xl)`. Cells store differences of consecutive pixels' totals.
    private mutating func addPiece(row: Int, _ xa: Double, _ xb: Double, height: Double) {
        let xl = min(xa, xb), xr = max(xa, xb)
        let total = Self.fixed(height)
        let left = Int(xl.rounded(.down)), right = Int(xr.rounded(.down))
        let base = row << columnBits - firstColumn
        if left == right {
            let rightFraction = 1 - ((xl + xr) / 2 - Double(left))
            let covered = Self.fixed(height * rightFraction)
            addCell(base, column: left, covered)
            addCell(base, column: left + 1, total - covered)
            return
        }
        let inverseWidth = 1 / (xr - xl)
        var previous = 0
        for column in left...right {
            let offset = Double(column)
            let leftFraction = (Self.phi(xr - offset) - Self.phi(xl - offset)) * inverseWidth
            let covered = Self.fixed(height * (1 - leftFraction))
            addCell(base, column: column, covered - previous)
            previous = covered
        }
        addCell(base, column: right + 1, total - previous)
    }

    @inline(__always)
    private mutating func addCell(_ base: Int, column: Int, _ delta: Int) {
        guard delta != 0, column - firstColumn <= lastColumn else { return }
        let key = UInt64(base + column)
        cells.append(key << 32 | UInt64(UInt32(bitPattern: Int32(delta))))
    }

    @inline(__always)
    private static func fixed(_ value: Double) -> Int {
        Int((value * Double(one)).rounded())
    }

    /// ∫₀ᵖ clamp(s, 0, 1) ds.
    @inline(__always)
    private static func phi(_ p: Double) -> Double {
        p <= 0 ? 0 : (p < 1 ? p * p / 2 : p - 0.5)
    }
}
