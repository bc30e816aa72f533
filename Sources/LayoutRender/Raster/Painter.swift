import LayoutCore

/// Draws anti-aliased fills and strokes of paths onto a `PixelSurface`, composited source-over.
///
/// Holds the reusable buffers of path flattening and coverage, so one painter serves many draws; the
/// pixels belong to the surface, so painters on several threads can share a bitmap band by band.
struct Painter {
    private var flattened = FlattenedPath()
    private var accumulator = CoverageAccumulator()

    /// Fills `path` with the non-zero winding rule, within `clip` (device pixels) and the surface's rows.
    mutating func fill(_ path: Path, color: RGBAColor, transform: Transform2D, clip: Rect2D?, on surface: PixelSurface) {
        let region = surface.region(clip: clip)
        guard color.a > 0, !region.isEmpty else { return }
        flattened.reset(to: path, transform: transform)
        guard accumulator.reset(clip: region, bounds: flattened.bounds) else { return }
        accumulator.addEdges(of: flattened)
        let blender = PixelBlender(color: color)
        let width = surface.width, pixels = surface.pixels
        accumulator.forEachSpan { y, x0, x1, coverage in
            blender.blend(into: pixels, index: y * width + x0, count: x1 - x0, coverage: coverage)
        }
    }

    /// Fills `rect`; when `transform` only scales and translates, coverage is the overlap of each
    /// pixel with the rectangle, much faster than a path fill and equal to it within 1/255.
    mutating func fillRect(_ rect: Rect2D, color: RGBAColor, transform: Transform2D, clip: Rect2D?, on surface: PixelSurface) {
        guard transform.preservesAxisAlignment else {
            fill(Path(rect: rect), color: color, transform: transform, clip: clip, on: surface)
            return
        }
        let region = surface.region(clip: clip)
        let device = transform.apply(to: rect)
        let minX = max(device.x, region.minX), maxX = min(device.maxX, region.maxX)
        let minY = max(device.y, region.minY), maxY = min(device.maxY, region.maxY)
        guard color.a > 0, minX < maxX, minY < maxY else { return }
        let blender = PixelBlender(color: color)
        let width = surface.width, pixels = surface.pixels
        let firstColumn = floorToInt(minX), lastColumn = ceilToInt(maxX) - 1
        let firstRow = floorToInt(minY), lastRow = ceilToInt(maxY) - 1
        for row in firstRow...lastRow {
            let rowCoverage = min(maxY, Double(row + 1)) - max(minY, Double(row))
            let rowStart = row * width
            func blendColumns(_ x0: Int, _ x1: Int, columnCoverage: Double) {
                let coverage = roundToInt(rowCoverage * columnCoverage * 255)
                guard coverage > 0, x1 > x0 else { return }
                blender.blend(into: pixels, index: rowStart + x0, count: x1 - x0, coverage: coverage)
            }
            if firstColumn == lastColumn {
                blendColumns(firstColumn, firstColumn + 1, columnCoverage: maxX - minX)
            } else {
                blendColumns(firstColumn, firstColumn + 1, columnCoverage: Double(firstColumn + 1) - minX)
                blendColumns(firstColumn + 1, lastColumn, columnCoverage: 1)
                blendColumns(lastColumn, lastColumn + 1, columnCoverage: maxX - Double(lastColumn))
            }
        }
    }

    /// Strokes `path` `width` wide in the path's coordinates (the transform scales it too): an exact
    /// ring for `Path`'s rectangles, miter joins and `cap` at open ends otherwise.
    mutating func stroke(
        _ path: Path, width: Double, color: RGBAColor, cap: LineCap, transform: Transform2D, clip: Rect2D?,
        on surface: PixelSurface
    ) {
        let outline = Stroker.outline(of: path, width: width, cap: cap, toleranceScale: transform.maximumScale)
        fill(outline, color: color, transform: transform, clip: clip, on: surface)
    }
}
