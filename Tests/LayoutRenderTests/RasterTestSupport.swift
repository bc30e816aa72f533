import LayoutCore
import LayoutRender

/// Helpers shared by the raster tests.
enum RasterTestSupport {
    /// Alpha of every pixel after filling `path` in opaque black on a transparent canvas: the
    /// coverage the rasterizer computed, as a byte.
    static func coverage(
        of path: Path, width: Int, height: Int, transform: Transform2D = .identity, clip: Rect2D? = nil
    ) -> [[Int]] {
        var canvas = Canvas(width: width, height: height, background: .clear)
        canvas.fill(path, color: .black, transform: transform, clip: clip)
        return alphas(canvas.bitmap)
    }

    /// The alpha channel as rows of integers.
    static func alphas(_ bitmap: Bitmap) -> [[Int]] {
        (0..<bitmap.height).map { y in (0..<bitmap.width).map { x in Int(bitmap[x, y].a) } }
    }

    /// The exact area of the unit pixel at (`px`, `py`) lying inside the rounded rectangle, by the
    /// midpoint rule over the shape's exact vertical extent at each x (error below 1/10 000).
    static func analyticCoverage(pixelX px: Int, pixelY py: Int, roundedRect rect: Rect2D, radius r: Double) -> Double {
        let samples = 500
        var area = 0.0
        for i in 0..<samples {
            let x = Double(px) + (Double(i) + 0.5) / Double(samples)
            guard x > rect.x, x < rect.maxX else { continue }
            var inset = 0.0
            let leftCenter = rect.x + r, rightCenter = rect.maxX - r
            if x < leftCenter {
                inset = r - (r * r - (leftCenter - x) * (leftCenter - x)).squareRoot()
            } else if x > rightCenter {
                inset = r - (r * r - (x - rightCenter) * (x - rightCenter)).squareRoot()
            }
            let top = rect.y + inset, bottom = rect.maxY - inset
            let overlap = min(bottom, Double(py + 1)) - max(top, Double(py))
            area += max(0, overlap)
        }
        return area / Double(samples)
    }

    /// A square path, clockwise on screen unless `counterClockwise`.
    static func square(x: Double, y: Double, size: Double, counterClockwise: Bool = false) -> Path {
        let path = Path(elements: [
            .move(to: Point2D(x: x, y: y)), .line(to: Point2D(x: x + size, y: y)),
            .line(to: Point2D(x: x + size, y: y + size)), .line(to: Point2D(x: x, y: y + size)), .close,
        ])
        return counterClockwise ? path.reversed() : path
    }
}
