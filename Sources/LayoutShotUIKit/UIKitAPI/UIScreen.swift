#if !canImport(UIKit)
/// The device screen a layout may read its width from: the device's of the host running the layout, else a phone's.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen layouts see: while a host made for a device (`LayoutHost(layout:device:…)`, `UIView.adopt`) runs
    /// the layout's code, that device's screen as it is held; otherwise 390 × 844 points at 3× (iPhone 14, portrait).
    open class var main: UIScreen { hostScreen ?? standard }

    /// The screen outside a device's host.
    static let standard = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen of the device whose host is running user code: bound by the host around each of its passes (so
    /// there is no screen to set, and two hosts never see each other's).
    @TaskLocal static var hostScreen: UIScreen?

    /// The screen's rectangle in points, as the interface is oriented.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical panel; the same as `scale` here.
    public var nativeScale: CGFloat { scale }
    /// The panel's rectangle in pixels, upright whatever the orientation: `bounds` times `nativeScale` (1170 × 2532).
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: min(bounds.width, bounds.height) * nativeScale, height: max(bounds.width, bounds.height) * nativeScale)
    }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
#endif
