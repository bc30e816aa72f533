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
    /// `PixelLimits` per side or in all (checked before anything is allocated).
    public init(_ scene: RenderScene, scale: Double) throws(PictureError) {
        try Self.check(scene.size, scale: scale)
        self.scene = scene
        self.scale = scale
        (pixelWidth, pixelHeight) = scene.pixelSize(scale: scale)
    }

    /// Throws unless a picture of `size` points at `scale` is within the limits: callers that know a
    /// lower bound of a picture's size (its frames) check it before building anything large.
    public static func check(_ size: Size2D, scale: Double) throws(PictureError) {
        guard PixelLimits.isValidScale(scale) else { throw .badScale(scale) }
        guard PixelLimits.fits(size.width, scale: scale), PixelLimits.fits(size.height, scale: scale) else {
            throw .tooLarge(size: size, scale: scale)
        }
        guard PixelLimits.fitsInAll(width: size.width, height: size.height, scale: scale) else {
            throw .tooManyPixels(size: size, scale: scale)
        }
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
