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
    private var painter = Painter()

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
    public mutating func fill(_ path: Path, color: RGBAColor, transform: Transform2D = .identity, clip: Rect2D? = nil) {
        draw { $0.fill(path, color: color, transform: transform, clip: clip, on: $1) }
    }

    /// Fills `rect`; when `transform` only scales and translates, coverage is computed directly as
    /// the overlap of each pixel with the rectangle, much faster than a path fill and equal to it
    /// within 1/255.
    public mutating func fillRect(_ rect: Rect2D, color: RGBAColor, transform: Transform2D = .identity, clip: Rect2D? = nil) {
        draw { $0.fillRect(rect, color: color, transform: transform, clip: clip, on: $1) }
    }

    /// Strokes `path` `width` wide (in the path's coordinates, so the transform scales it too).
    ///
    /// Rectangles and rounded rectangles made by `Path`'s shape initializers become an exact ring
    /// (borders); other paths are outlined with miter joins and `cap` at open ends (dimension lines).
    public mutating func stroke(
        _ path: Path, width: Double, color: RGBAColor, cap: LineCap = .butt,
        transform: Transform2D = .identity, clip: Rect2D? = nil
    ) {
        draw { $0.stroke(path, width: width, color: color, cap: cap, transform: transform, clip: clip, on: $1) }
    }

    private mutating func draw(_ body: (inout Painter, PixelSurface) -> Void) {
        let width = bitmap.width, height = bitmap.height
        bitmap.withUnsafeMutablePixelBytes { pixels in
            body(&painter, PixelSurface(pixels: pixels, width: width, height: height, rows: 0..<height))
        }
    }
}
