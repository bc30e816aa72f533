#if !canImport(UIKit)
/// Scroll callbacks, as UIKit's protocol; the host calls `scrollViewDidScroll(_:)` when it moves the offset.
/// The dragging and deceleration callbacks exist so that delegates compile and app code can call them; nothing
/// drags here, so the host never does.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// An animated scroll ended; nothing animates here, so the host never calls it.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending with `velocity`; the delegate may change where the scroll stops.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts slowing down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped after slowing down.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing, as an unimplemented optional method in UIKit.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
#endif
