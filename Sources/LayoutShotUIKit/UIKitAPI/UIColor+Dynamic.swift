#if !canImport(UIKit)
extension UIColor {
    /// The colour `dynamicProvider` gives for the light appearance, the one the host draws (UIKit asks again
    /// whenever the traits change; here they do not).
    /// https://developer.apple.com/documentation/uikit/uicolor/3238041-init
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection())
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }

    // The fills after `systemFill`, light appearance, as Apple's Human Interface Guidelines (Color ›
    // Specifications) give them, in sRGB 0–255.

    /// The fill for medium shapes, light appearance: 120, 120, 128 at 16 %.
    public class var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    /// The fill for large shapes, light appearance: 118, 118, 128 at 12 %.
    public class var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// The fill for large areas with complex content, light appearance: 116, 116, 128 at 8 %.
    public class var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
}
#endif
