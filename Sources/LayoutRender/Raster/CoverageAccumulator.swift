import LayoutCore

/// Exact anti-aliased coverage of a set of line edges by signed-area accumulation.
///
/// Every edge adds, row by row, the signed area it sweeps to the right of itself as per-pixel deltas
/// ("cells"); a running sum of a row's deltas is then the winding-weighted coverage of each pixel, and
/// between two cells the sum is constant, so interiors come out as long spans at no per-pixel cost.
/// Coverage is `min(1, |sum|)`: the non-zero rule, exact wherever no pixel holds two edges of one
/// orientation (the approach of FreeType's smooth rasterizer and font-rs).
///
/// Cells live in a grid over the edges' bounding box, with one bit per cell marking those touched so
/// the sweep jumps from cell to cell, 64 columns at a time, instead of visiting every pixel. Deltas
/// are fixed-point integers, so their sum does not depend on the order edges arrive in and the result
/// is the same on every machine.
///
/// - Complexity: adding edges is proportional to their length in pixels; a sweep to the number of
///   cells plus the box's area / 64. Nothing depends on the canvas size.
struct CoverageAccumulator {
    /// Per-cell deltas, `rows × stride`; all zero between fills (the sweep clears what it reads).
    private var deltas: [Int32] = []
    /// One bit per cell that may hold a non-zero delta, `rows × wordsPerRow`; all zero between fills.
    private var touched: [UInt64] = []
    private var grid = CellGrid()

    /// Prepares for edges within `bounds` (device pixels), clipped to `clip`; returns false when
    /// nothing could be drawn.
    mutating func reset(clip: DeviceClip, bounds: FlattenedPath.Bounds) -> Bool {
        guard let grid = CellGrid(clip: clip, bounds: bounds) else { return false }
        self.grid = grid
        if deltas.count < grid.rows * grid.stride { deltas = [Int32](repeating: 0, count: grid.rows * grid.stride) }
        if touched.count < grid.rows * grid.wordsPerRow { touched = [UInt64](repeating: 0, count: grid.rows * grid.wordsPerRow) }
        return true
    }

    /// Adds every edge of the closed polylines of `path`.
    mutating func addEdges(of path: FlattenedPath) {
        let grid = grid
        deltas.withUnsafeMutableBufferPointer { deltas in
            touched.withUnsafeMutableBufferPointer { touched in
                let writer = CellWriter(grid: grid, deltas: deltas.baseAddress!, touched: touched.baseAddress!)
                path.forEachClosedEdge { writer.addLine(from: $0, to: $1) }
            }
        }
    }

    /// Calls `body(y, x0, x1, coverage)` for runs of pixels `x0..<x1` on row `y` sharing one coverage
    /// in 1...255, rows top to bottom, runs left to right, and clears the grid for the next fill.
    mutating func forEachSpan(_ body: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Int) -> Void) {
        let grid = grid
        let visible = grid.visibleColumns
        deltas.withUnsafeMutableBufferPointer { deltas in
            touched.withUnsafeMutableBufferPointer { touched in
                for row in 0..<grid.rows {
                    let y = row + grid.firstRow
                    var sum = 0
                    var runStart = -1
                    for word in row * grid.wordsPerRow..<(row + 1) * grid.wordsPerRow {
                        var bits = touched[word]
                        guard bits != 0 else { continue }
                        touched[word] = 0
                        let wordColumn = (word - row * grid.wordsPerRow) * 64
                        while bits != 0 {
                            let column = wordColumn + bits.trailingZeroBitCount
                            bits &= bits - 1
                            if runStart >= 0, runStart < visible {
                                let coverage = Self.coverage(sum)
                                if coverage > 0 {
                                    body(y, runStart + grid.firstColumn, min(column, visible) + grid.firstColumn, coverage)
                                }
                            }
                            let cell = row * grid.stride + column
                            sum += Int(deltas[cell])
                            deltas[cell] = 0
                            runStart = column
                        }
                    }
                    if runStart >= 0, runStart < visible {
                        let coverage = Self.coverage(sum)
                        if coverage > 0 { body(y, runStart + grid.firstColumn, runStart + 1 + grid.firstColumn, coverage) }
                    }
                }
            }
        }
    }

    /// Maps a fixed-point winding-weighted area to a byte, clamping at full coverage.
    @inline(__always)
    private static func coverage(_ sum: Int) -> Int {
        min(255, (abs(sum) * 255 + CellWriter.one / 2) >> CellWriter.fractionBits)
    }
}

/// Where the cell grid lies: the edges' bounding box within the clip, in whole pixels.
struct CellGrid {
    var clip = DeviceClip(width: 0, height: 0, clip: nil, rows: 0..<0)
    var firstColumn = 0
    var firstRow = 0
    var rows = 0
    /// Cells per row: the box's columns plus one for the delta that ends a run in its last pixel.
    var stride = 0
    var wordsPerRow = 0
    /// Grid columns at or past this are outside the clip: they only end runs reaching its edge.
    var visibleColumns = 0

    init() {}

    /// Nil when nothing inside `bounds` can reach a pixel of `clip`.
    init?(clip: DeviceClip, bounds: FlattenedPath.Bounds) {
        guard !clip.isEmpty, bounds.minY < clip.maxY, bounds.maxY > clip.minY,
            bounds.minX < clip.maxX, bounds.maxX > clip.minX
        else { return nil }
        self.clip = clip
        // Edges outside the clip's columns are moved onto its sides, so the box never extends past them.
        let minX = max(bounds.minX, clip.minX), maxX = min(bounds.maxX, clip.maxX)
        firstColumn = floorToInt(minX)
        firstRow = floorToInt(max(bounds.minY, clip.minY))
        rows = ceilToInt(min(bounds.maxY, clip.maxY)) - firstRow
        stride = floorToInt(maxX) - firstColumn + 2
        wordsPerRow = (stride + 63) / 64
        visibleColumns = clip.endColumn - firstColumn
    }
}

/// Writes the cells of edges into a grid's buffers.
private struct CellWriter {
    /// Bits after the binary point of fixed-point coverage.
    static let fractionBits = 20
    /// Full coverage in fixed point.
    static let one = 1 << fractionBits

    let grid: CellGrid
    let deltas: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>

    /// Adds the edge from `p0` to `p1`; its direction sets the sign of its winding. Edges with
    /// non-finite coordinates (or so large that their extent overflows) are skipped.
    func addLine(from p0: Point2D, to p1: Point2D) {
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        guard dy != 0, dx.isFinite, dy.isFinite else { return }
        // Parts left (right) of the clip move onto its left (right) side: the winding they carry then
        // starts (ends) exactly there, which is the clipped shape.
        let minX = grid.clip.minX, maxX = grid.clip.maxX
        var first = (t: Double.infinity, x: minX), second = (t: Double.infinity, x: maxX)
        if (p0.x - minX) * (p1.x - minX) < 0 { first.t = (minX - p0.x) / dx }
        if (p0.x - maxX) * (p1.x - maxX) < 0 { second.t = (maxX - p0.x) / dx }
        if second.t < first.t { swap(&first, &second) }
        var from = Point2D(x: min(max(p0.x, minX), maxX), y: p0.y)
        if first.t.isFinite {
            let to = Point2D(x: first.x, y: p0.y + first.t * dy)
            addClampedLine(from: from, to: to)
            from = to
        }
        if second.t.isFinite {
            let to = Point2D(x: second.x, y: p0.y + second.t * dy)
            addClampedLine(from: from, to: to)
            from = to
        }
        addClampedLine(from: from, to: Point2D(x: min(max(p1.x, minX), maxX), y: p1.y))
    }

    /// Adds an edge that lies within the clip's columns, row by row.
    private func addClampedLine(from p0: Point2D, to p1: Point2D) {
        guard p0.y != p1.y else { return }
        let (top, bottom, direction) = p0.y < p1.y ? (p0, p1, 1.0) : (p1, p0, -1.0)
        let yStart = max(top.y, grid.clip.minY), yEnd = min(bottom.y, grid.clip.maxY)
        guard yStart < yEnd else { return }
        let height = bottom.y - top.y, width = bottom.x - top.x
        let lowX = min(top.x, bottom.x), highX = max(top.x, bottom.x)
        // Interpolating by the fraction of the height keeps every x finite and on the segment.
        func x(at y: Double) -> Double {
            y == bottom.y ? bottom.x : min(max(top.x + (y - top.y) / height * width, lowX), highX)
        }
        var row = floorToInt(yStart)
        var y0 = yStart, x0 = x(at: yStart)
        while y0 < yEnd {
            let y1 = min(Double(row + 1), yEnd)
            let x1 = x(at: y1)
            addPiece(row: row - grid.firstRow, x0, x1, height: direction * (y1 - y0))
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
    private func addPiece(row: Int, _ xa: Double, _ xb: Double, height: Double) {
        assert(row >= 0 && row < grid.rows, "edge outside the cell grid")
        // Clamping keeps a rounding slip from writing outside the buffers.
        let row = min(max(row, 0), grid.rows - 1)
        let xl = min(xa, xb), xr = max(xa, xb)
        let total = Self.fixed(height)
        let leftPixel = floorToInt(xl), rightPixel = floorToInt(xr)
        let left = leftPixel - grid.firstColumn, right = rightPixel - grid.firstColumn
        let rowCells = deltas + row * grid.stride, rowWords = touched + row * grid.wordsPerRow
        if left == right {
            let covered = Self.fixed(height * (1 - ((xl + xr) / 2 - Double(leftPixel))))
            addCell(rowCells, rowWords, left, covered)
            addCell(rowCells, rowWords, left + 1, total - covered)
            return
        }
        let inverseWidth = 1 / (xr - xl)
        var previous = 0
        var offset = Double(leftPixel)
        for column in left...right {
            let leftFraction = (Self.phi(xr - offset) - Self.phi(xl - offset)) * inverseWidth
            let covered = Self.fixed(height * (1 - leftFraction))
            addCell(rowCells, rowWords, column, covered - previous)
            previous = covered
            offset += 1
        }
        addCell(rowCells, rowWords, right + 1, total - previous)
    }

    @inline(__always)
    private func addCell(_ rowCells: UnsafeMutablePointer<Int32>, _ rowWords: UnsafeMutablePointer<UInt64>, _ column: Int, _ delta: Int) {
        guard delta != 0 else { return }
        assert(column >= 0 && column < grid.stride, "cell outside the grid")
        let column = min(max(column, 0), grid.stride - 1)
        rowCells[column] &+= Int32(truncatingIfNeeded: delta)
        rowWords[column >> 6] |= 1 << (column & 63)
    }

    /// Rounds to the nearest fixed-point value (ties to even) for |value| < 2^31.
    @inline(__always)
    private static func fixed(_ value: Double) -> Int {
        roundToInt(value * Double(one))
    }

    /// ∫₀ᵖ clamp(s, 0, 1) ds.
    @inline(__always)
    private static func phi(_ p: Double) -> Double {
        p <= 0 ? 0 : (p < 1 ? p * p / 2 : p - 0.5)
    }
}

/// `x` rounded to the nearest integer (ties to even) for |x| < 2^51: adding 1.5 × 2^52 leaves the
/// rounded value in the low mantissa bits. IEEE arithmetic makes this exact and the same everywhere,
/// and it avoids the range checks of `Int(_:)` in the rasterizer's innermost loops.
@inline(__always)
func roundToInt(_ x: Double) -> Int {
    let magic = 6_755_399_441_055_744.0
    return Int(truncatingIfNeeded: (x + magic).bitPattern &- magic.bitPattern)
}

/// `⌊x⌋` for finite `x` with |x| < 2^51, without a libm call.
@inline(__always)
func floorToInt(_ x: Double) -> Int {
    let rounded = roundToInt(x)
    return Double(rounded) > x ? rounded - 1 : rounded
}

/// `⌈x⌉` for finite `x` with |x| < 2^51, without a libm call.
@inline(__always)
func ceilToInt(_ x: Double) -> Int {
    let rounded = roundToInt(x)
    return Double(rounded) < x ? rounded + 1 : rounded
}
