#if !canImport(UIKit)
/// Scroll callbacks, as UIKit's protocol; the host calls `scrollViewDidScroll(_:)` when it moves the offset.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// An animated scroll ended; nothing animates here, so the host never calls it.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
#endif
