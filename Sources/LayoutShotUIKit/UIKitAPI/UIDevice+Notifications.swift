#if !canImport(UIKit)
extension UIDevice {
    /// Posted when the device's orientation changes, as UIKit's name; the host sets an orientation before it lays
    /// out and never turns the device, so only app code posts it.
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}
#endif
