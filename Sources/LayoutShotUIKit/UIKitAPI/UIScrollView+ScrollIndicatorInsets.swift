#if !canImport(UIKit)
extension UIScrollView {
    /// Both indicators' insets, as before iOS 13 split them
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets): setting it sets
    /// both; reading it gives the vertical one. Recorded, not drawn.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
#endif
