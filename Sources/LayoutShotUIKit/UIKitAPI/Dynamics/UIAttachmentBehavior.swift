#if !canImport(UIKit)
/// An item's centre attached to a fixed point, as UIKit's `UIAttachmentBehavior(item:attachedToAnchor:)`.
///
/// `length` starts as the distance from the centre to the anchor. At rest the centre is `length` from the
/// anchor (see `UIDynamicAnimator`); `damping` and `frequency` shape only the motion there and are kept.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The attached item.
    open private(set) var items: [UIDynamicItem]
    /// The fixed point the item hangs from; moving it moves the item's resting place.
    open var anchorPoint: CGPoint {
        didSet { if anchorPoint != oldValue { dynamicAnimator?.attachmentDidChange(self) } }
    }
    /// The distance the item rests at from the anchor.
    open var length: CGFloat {
        didSet { if length != oldValue { dynamicAnimator?.attachmentDidChange(self) } }
    }
    /// How fast the spring's oscillation dies out, 0 to 1; kept, as a picture shows the spring at rest.
    open var damping: CGFloat = 0
    /// The spring's oscillation frequency in hertz (0 is a rigid rod); kept, as a picture shows it at rest.
    open var frequency: CGFloat = 0

    /// Attaches `item`'s centre to `point`; `length` is their distance now.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        length = AttachmentRest.distance(from: item.center, to: point)
        super.init()
    }

    /// Where `item` rests under this attachment when the simulation last left it at `center`.
    func restingCenter(from center: CGPoint) -> CGPoint {
        AttachmentRest(anchor: anchorPoint, length: length).center(from: center)
    }
}
#endif
