import LayoutCore

/// A bitmap being drawn on: anti-aliased fills and strokes of paths, composited source-over.
///
/// Coordinates are device pixels after `transform` (pass a transform that includes the device scale,
/// e.g. `.scale(3)` for @3x); `clip` is a device-pixel rectangle outside which nothing is drawn, its
/// fractional edges giving partial pixels proportional coverage. Drawing never fails, and the same
/// calls produce the same bytes on every machine.
public struct Canvas: Sendable {
    /// The pixels drawn so far.
    public private(set) var bitmap: Bitmap
    private var flattened = FlattenedPath()
    private var accumulator = CoverageAccumulator()

    /// A canvas of `width × height` pixels filled with `background`.
    public init(width: Int, height: Int, background: RGBAColor) {
        bitmap = Bitmap(width: width, height: height, fill: background)
    }

    /// A canvas that draws over an existing bitmap.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    /// Fills `path` with the non-zero winding rule.
    ///
    /// - Complexity: proportional to the path's length in device pixels plus the pixels it covers.
    public mutating func fill(_ path: Path, color: RGBAColor, transform: AffineTransform = .identity, clip: Rect? = nil) {
        let region = DeviceClip(width: bitmap.width, height: bitmap.height, clip: clip)
        guard color.a > 0, !region.isEmpty else { return }
        flattened.reset(to: path, transform: transform)
        guard accumulator.reset(clip: region, bounds: flattened.bounds) else { return }
        accumulator.addEdges(of: flattened)
        let blender = PixelBlender(color: color)
        let width = bitmap.width
        bitmap.withUnsafeMutablePixelBytes { pixels in
            accumulator.forEachSpan { y, x0, x1, coverage in
                blender.blend(into: pixels, index: y * width + x0, count: x1 - x0, coverage: coverage)
            }
        }
    }

    /// Fills `rect`; when `transform` only scales and translates, coverage is computed directly as
    /// the overlap of each pixel with the rectangle, much faster than a path fill and equal to it
    /// within 1/255.
    public mutating func fillRect(_ rect: Rect, color: RGBAColor, transform: AffineTransform = .identity, clip: Rect? = nil) {
        guard transform.preservesAxisAlignment else {
            fill(Path(rect: rect), color: color, transform: transform, clip: clip)
            return
        }
        let region = DeviceClip(width: bitmap.width, height: bitmap.height, clip: clip)
        let device = transform.apply(to: rect)
        let minX = max(device.x, region.minX), maxX = min(device.maxX, region.maxX)
        let minY = max(device.y, region.minY), maxY = min(device.maxY, region.maxY)
        guard color.a > 0, minX < maxX, minY < maxY else { return }
        let blender = PixelBlender(color: color)
        let width = bitmap.width
        let firstColumn = floorToInt(minX), lastColumn = ceilToInt(maxX) - 1
        let firstRow = floorToInt(minY), lastRow = ceilToInt(maxY) - 1
        bitmap.withUnsafeMutablePixelBytes { pixels in
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
    }

    /// Strokes `path` `width` wide (in the path's coordinates, so the transform scales it too).
    ///
    /// Rectangles and rounded rectangles made by `Path`'s shape initializers become an exact ring
    /// (borders); other paths are outlined with miter joins and `cap` at open ends (dimension lines).
    public mutating func stroke(
        _ path: Path, width: Double, color: RGBAColor, cap: LineCap = .butt,
        transform: AffineTransform = .identity, clip: Rect? = nil
    ) {
        let outline = Stroker.outline(of: path, width: width, cap: cap, toleranceScale: transform.maximumScale)
        fill(outline, color: color, transform: transform, clip: clip)
    }
}
