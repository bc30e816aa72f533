#if !canImport(UIKit)
extension UIView {
    /// The rest of a window's first layout pass after the root's: each view below the root lays out its subviews,
    /// parents before children, as UIKit lays out every view of a hierarchy that enters a window (a container
    /// that sets its collection view's frame, or its delegate, in `layoutSubviews()` relies on it). A collection
    /// view's own subviews are its cells and supplementary views, which the host lays out.
    /// https://developer.apple.com/documentation/uikit/uiview/1622482-layoutsubviews
    func layOutDescendantsForFirstPass() {
        guard !(self is UICollectionView) else { return }
        for subview in subviews {
            subview.layoutSubviews()
            subview.layOutDescendantsForFirstPass()
        }
    }
}
#endif
