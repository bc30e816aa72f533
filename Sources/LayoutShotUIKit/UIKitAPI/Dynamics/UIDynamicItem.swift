#if !canImport(UIKit)
/// Something UIKit Dynamics moves, as UIKit's protocol: layout attributes and views are dynamic items.
///
/// The animator reads `center` and `bounds` and writes `center`; see `UIDynamicAnimator` for what it reports.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, which behaviours move.
    var center: CGPoint { get set }
    /// The item's own rectangle; its size is what `items(in:)` tests against a rectangle.
    var bounds: CGRect { get }
    /// The item's transform; attachments at the centre turn nothing, so the animator leaves it.
    var transform: CGAffineTransform { get set }
}
#endif
