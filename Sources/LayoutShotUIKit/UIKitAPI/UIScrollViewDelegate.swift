#if !canImport(UIKit)
/// Scroll callbacks, as UIKit's protocol; the host calls `scrollViewDidScroll(_:)` when it moves the offset.
/// The dragging and deceleration callbacks exist so that delegates compile and app code can call them; nothing
/// drags here, so the host never does. UIKit's methods are optional; here they are throwing requirements whose
/// defaults throw ``UnimplementedOptionalRequirement`` (a delegate's plain method satisfies them), so
/// `try? delegate?.scrollViewDidScroll(…)` is nil where the delegate does not implement it, as on iOS.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView) throws
    /// An animated scroll ended; nothing animates here, so the host never calls it.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) throws
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) throws
    /// A drag is ending with `velocity`; the delegate may change where the scroll stops.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) throws
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) throws
    /// The content starts slowing down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) throws
    /// The content stopped after slowing down.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) throws
}

extension UIScrollViewDelegate {
    /// Not implemented.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidScroll(_:)")
    }

    /// Not implemented.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndScrollingAnimation(_:)")
    }

    /// Not implemented.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillBeginDragging(_:)")
    }

    /// Not implemented.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }

    /// Not implemented.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndDragging(_:willDecelerate:)")
    }

    /// Not implemented.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewWillBeginDecelerating(_:)")
    }

    /// Not implemented.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) throws {
        throw UnimplementedOptionalRequirement("scrollViewDidEndDecelerating(_:)")
    }
}
#endif
