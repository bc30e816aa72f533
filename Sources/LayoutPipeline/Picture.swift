import LayoutCore
import LayoutRender

/// A scene ready to encode at a device scale: the one place a picture's scale and pixel size are
/// checked, so SVG, PNG and every command share the same limits.
public struct Picture: Sendable {
    /// What is drawn, in points.
    public let scene: RenderScene
    /// Device pixels per point for PNG.
    public let scale: Double
    /// The bitmap's width in device pixels.
    public let pixelWidth: Int
    /// The bitmap's height in device pixels.
    public let pixelHeight: Int

    /// A picture of `scene` at `scale`; throws when the scale is unusable or the bitmap would exceed
    /// `PixelLimits.maximumPixelsPerSide` (checked before anything is allocated).
    public init(_ scene: RenderScene, scale: Double) throws(PictureError) {
        guard PixelLimits.isValidScale(scale) else { throw .badScale(scale) }
        guard PixelLimits.fits(scene.size.width, scale: scale), PixelLimits.fits(scene.size.height, scale: scale) else {
            throw .tooLarge(size: scene.size, scale: scale)
        }
        self.scene = scene
        self.scale = scale
        (pixelWidth, pixelHeight) = scene.pixelSize(scale: scale)
    }

    /// The SVG text (vector, independent of the scale).
    public func svg() -> String { SVGWriter.svg(of: scene) }

    /// The rasterized bitmap at the picture's scale.
    public func bitmap() -> Bitmap { SceneRasterizer.render(scene, scale: scale) }

    /// The PNG bytes of `bitmap()`.
    public func png() throws(PNGError) -> [UInt8] { try PNGCodec.encode(bitmap()) }

    /// The bytes of the picture in `format`.
    public func bytes(_ format: PictureFormat) throws(PNGError) -> [UInt8] {
        switch format {
        case .svg: Array(svg().utf8)
        case .png: try png()
        }
    }
}
