import LayoutCore

extension RenderScene {
    /// The bitmap size at `scale`: the scene size in device pixels, rounded up, at least 1×1.
    ///
    /// Callers check `PixelLimits` first; the clamp keeps a scene that was never checked from trapping.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = PixelLimits.pixels(points, scale: scale)
            return pixels >= 1 ? Int(min(pixels, Double(Int32.max))) : 1
        }
        return (side(size.width), side(size.height))
    }
}
