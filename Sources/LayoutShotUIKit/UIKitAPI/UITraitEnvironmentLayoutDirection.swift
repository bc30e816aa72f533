#if !canImport(UIKit)
/// The layout direction a trait collection carries, as UIKit's; `unspecified` until a view is in a window.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}
#endif
