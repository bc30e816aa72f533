#if !canImport(UIKit)
extension UIView {
    /// The layout margins by leading and trailing edge, as UIKit's property: the same margins as
    /// `layoutMargins`, leading the left edge (LayoutShot lays out left to right, and mirrors afterwards).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}
#endif
