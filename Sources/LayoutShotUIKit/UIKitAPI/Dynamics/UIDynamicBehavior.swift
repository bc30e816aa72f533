#if !canImport(UIKit)
/// A behaviour of UIKit Dynamics, as UIKit's base class: it holds child behaviours and knows its animator.
///
/// Only `UIAttachmentBehavior` moves items here; a plain behaviour groups attachments as its children.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, in the order they were added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called by UIKit at every step of the simulation; a still picture has no steps, so it is kept, never called.
    open var action: (() -> Void)?
    /// The animator this behaviour (or the behaviour it is a child of) was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Creates a behaviour with no children.
    public override init() {
        super.init()
    }

    /// Adds `behavior` as a child; in an animator its items come to rest at once.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        dynamicAnimator?.childDidJoin(behavior)
    }

    /// Removes `behavior` from the children; the items it held stay where they are.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsDidChange()
        for member in behavior.selfAndDescendants {
            member.willMove(to: nil)
            member.dynamicAnimator = nil
        }
    }

    /// Called when the behaviour is added to an animator or, with `nil`, removed from one.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// This behaviour and its descendants, depth first, parents before children.
    var selfAndDescendants: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.selfAndDescendants)
    }
}
#endif
