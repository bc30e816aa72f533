#if !canImport(UIKit)
/// UIKit Dynamics for a collection view layout, as UIKit's `UIDynamicAnimator(collectionViewLayout:)`, reporting
/// the simulation at rest: a snapshot is a still picture, taken once the springs have settled.
///
/// Each item attached by a `UIAttachmentBehavior` rests on the line from its anchor through where it was left
/// (when its behaviour was added or `updateItem(usingCurrentState:)` read it), `length` from the anchor; an
/// attachment at the centre turns nothing, so transforms stay. An item held by several attachments rests where
/// the last one added puts it. When a change moves an item from where it rested, the simulation runs, and a
/// device invalidates the layout at each of its steps: here the layout is invalidated once and the next pass
/// finds every item at rest. `isRunning` is therefore always `false`.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// The layout whose attributes move; the layout owns the animator.
    private weak var layout: UICollectionViewLayout?

    /// An animator whose items are `layout`'s attributes, in the layout's content coordinates.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// Whether the simulation is moving items; never in a still picture, where it has come to rest.
    open var isRunning: Bool { false }

    /// A view-based animator's view; `nil` for a layout's animator.
    open var referenceView: UIView? { nil }

    /// Adds `behavior` (once); its items come to rest at once.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behaviorDidJoin(behavior)
    }

    /// Removes `behavior`; the items it held stay where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        for member in behavior.selfAndDescendants {
            member.willMove(to: nil)
            member.dynamicAnimator = nil
        }
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the behaviours whose rectangle (`bounds`' size about `center`) meets `rect`, in the order
    /// their behaviours were added.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            let frame = CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height)
            return frame.finitelyIntersects(rect)
        }
    }

    /// Takes `item`'s centre as it is now (the layout moved it) and lets it come to rest from there.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let attachment = lastAttachment(holding: item) else { return }
        settle(item, under: attachment)
    }

    /// The animator's attributes for the cell at `indexPath`, `nil` when no behaviour holds it.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The animator's attributes for a supplementary view, `nil` when no behaviour holds it.
    open func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The animator's attributes for a decoration view, `nil` when no behaviour holds it.
    open func layoutAttributesForDecorationView(
        ofKind decorationViewKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    /// Adopts `behavior` and its children and brings their items to rest.
    func behaviorDidJoin(_ behavior: UIDynamicBehavior) {
        let members = behavior.selfAndDescendants
        for member in members {
            member.willMove(to: self)
            member.dynamicAnimator = self
        }
        for case let attachment as UIAttachmentBehavior in members {
            for item in attachment.items { updateItem(usingCurrentState: item) }
        }
    }

    /// An attachment's anchor or length changed: its item moves to its new resting place.
    func attachmentDidChange(_ attachment: UIAttachmentBehavior) {
        for item in attachment.items where lastAttachment(holding: item) === attachment {
            settle(item, under: attachment)
        }
    }

    /// Moves `item` to where `attachment` holds it at rest; a move means the simulation ran, which invalidates
    /// the layout as a device's animator does at each step.
    private func settle(_ item: UIDynamicItem, under attachment: UIAttachmentBehavior) {
        let rest = attachment.restingCenter(from: item.center)
        guard rest != item.center else { return }
        item.center = rest
        layout?.invalidateLayout()
    }

    /// Every behaviour in the animator, depth first, in the order added.
    private var allBehaviors: [UIDynamicBehavior] {
        behaviors.flatMap(\.selfAndDescendants)
    }

    /// Every item the behaviours hold, each once, in the order first held.
    private var allItems: [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [UIDynamicItem] = []
        for case let attachment as UIAttachmentBehavior in allBehaviors {
            for item in attachment.items where seen.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
        }
        return items
    }

    private func lastAttachment(holding item: UIDynamicItem) -> UIAttachmentBehavior? {
        allBehaviors.reversed().lazy.compactMap { $0 as? UIAttachmentBehavior }
            .first { $0.items.contains { $0 === item } }
    }

    private func attributes(
        where matches: (UICollectionViewLayoutAttributes) -> Bool
    ) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }
}
#endif
