#if !canImport(UIKit)
/// Views are dynamic items, as in UIKit.
extension UIView: UIDynamicItem {}
#endif
