import LayoutCore

/// Draws a `RenderScene` into a bitmap at a device scale; the pixel twin of `SVGWriter`.
///
/// The bitmap is drawn in bands of rows on all cores. A band clips every draw to its rows, and the
/// rasterizer's coverage of a pixel does not depend on where a clip cuts the shape, so the pixels are
/// the same as drawing the whole scene at once (a test holds this).
public enum SceneRasterizer {
    /// Rows per band: enough bands to keep every core busy on a phone screen, few enough that a
    /// shape seldom spans many of them (each band flattens its own copy).
    static let bandHeight = 64

    /// The scene at `scale` device pixels per point; the bitmap is the scene size times `scale`, rounded up.
    public static func render(_ scene: RenderScene, scale: Double) -> Bitmap {
        render(scene, scale: scale, bandHeight: bandHeight)
    }

    /// `render(_:scale:)` with bands of `bandHeight` rows.
    static func render(_ scene: RenderScene, scale: Double, bandHeight: Int) -> Bitmap {
        let (width, height) = scene.pixelSize(scale: scale)
        let drawables = scene.drawables.map { DeviceDrawable($0, scale: scale, width: width, height: height) }
        let bandCount = (height + bandHeight - 1) / bandHeight
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { pixels, initialized in
            // Each band fills its own rows first, so the fresh memory is also first touched in parallel.
            Parallel.forEach(bandCount) { band in
                let rows = band * bandHeight..<min(height, (band + 1) * bandHeight)
                let surface = PixelSurface(pixels: pixels, width: width, height: height, rows: rows)
                surface.fill(with: scene.background)
                var painter = Painter()
                var layer = GroupLayer()
                for drawable in drawables where drawable.rows.overlaps(rows) {
                    drawable.draw(with: &painter, on: surface, layer: &layer)
                }
            }
            initialized = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
