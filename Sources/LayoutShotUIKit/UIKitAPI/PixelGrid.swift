#if !canImport(UIKit)
/// Rounding to a screen's pixels, as UIKit sizes text: a label measures its text in fractional points and
/// answers its size rounded up to whole device pixels (1/3 point on a 3× phone, 1/2 on a 2× one), so that the
/// text it draws is never clipped and views laid out around it stay on the pixel grid. Apple documents the rule
/// for measured text (`NSString.boundingRect(with:options:attributes:context:)`: "this method returns fractional
/// sizes; to use a returned size to size views, you must raise its value to the nearest higher integer") and the
/// grid it applies on (Drawing and Printing Guide for iOS, "Points Versus Pixels": one point is `scale` pixels);
/// on a device, `UILabel.intrinsicContentSize` answers one Body line (`lineHeight` 20.29) as 61 / 3 = 20.33.
enum PixelGrid {
    /// `value` raised to the next multiple of `1 / scale` (whole points when `scale` is not positive). A value
    /// already on the grid, give or take floating-point noise, is kept.
    static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let pixels = scale > 0 ? scale : 1
        let scaled = value * pixels
        let nearest = scaled.rounded()
        return (abs(scaled - nearest) < 1e-6 ? nearest : scaled.rounded(.up)) / pixels
    }
}
#endif
