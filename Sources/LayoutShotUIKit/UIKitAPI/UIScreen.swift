#if !canImport(UIKit)
/// The device screen a layout may read its width from; an iPhone-sized portrait screen.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen layouts see: 390 × 844 points at 3× (iPhone 14, portrait).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical panel; the same as `scale` here.
    public var nativeScale: CGFloat { scale }
    /// The panel's rectangle in pixels, portrait: `bounds` times `nativeScale` (1170 × 2532).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    private init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
#endif
