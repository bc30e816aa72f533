#if !canImport(UIKit)
/// The direction of the user interface, as UIKit's; layouts flip horizontally for the opposite one.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}
#endif
