import LayoutCore

/// The region a draw may touch, in device pixels: the canvas bounds, narrowed by an optional clip
/// rectangle whose fractional edges give partial pixels proportional coverage, and by the rows of a band.
struct DeviceClip {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    init(width: Int, height: Int, clip: Rect2D?, rows: Range<Int>) {
        var minX = 0.0, maxX = Double(width)
        var minY = max(0, Double(rows.lowerBound)), maxY = min(Double(height), Double(rows.upperBound))
        if let clip {
            // A NaN edge empties the region.
            minX = clip.x > minX ? clip.x : (clip.x.isNaN ? .infinity : minX)
            minY = clip.y > minY ? clip.y : (clip.y.isNaN ? .infinity : minY)
            maxX = clip.maxX < maxX ? clip.maxX : (clip.maxX.isNaN ? -.infinity : maxX)
            maxY = clip.maxY < maxY ? clip.maxY : (clip.maxY.isNaN ? -.infinity : maxY)
        }
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// True when no pixel can receive coverage.
    var isEmpty: Bool { !(minX < maxX && minY < maxY) }

    /// One past the last pixel column touched (valid only when not empty).
    var endColumn: Int { ceilToInt(maxX) }
}
