#if !canImport(UIKit)
/// UIKit Dynamics for a collection view layout, as UIKit's `UIDynamicAnimator(collectionViewLayout:)`, reporting
/// the simulation at rest: a snapshot is a still picture, taken once the springs have settled.
///
/// Each item attached by a `UIAttachmentBehavior` rests on the line from its anchor through where it was left
/// (when its behaviour was added or `updateItem(usingCurrentState:)` read it), `length` from the anchor; an
/// attachment at the centre turns nothing, so transforms stay. An item held by several attachments rests where
/// the last of them among the behaviours (depth first) puts it. When a change moves an item from where it
/// rested, the simulation runs, and a device invalidates the layout at each of its steps: here it is
/// invalidated for the move and the next pass finds every item at rest. `isRunning` is therefore always `false`.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// `behaviors` as a set, so that adding thousands of attachments is not quadratic.
    private var added: Set<ObjectIdentifier> = []
    /// The layout whose attributes move; the layout owns the animator.
    private weak var layout: UICollectionViewLayout?
    /// The attachments holding each item, in the order added, and the items in the order first held; `nil`
    /// after the behaviours changed, rebuilt when next needed.
    private var holdings: Holdings?

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
        guard added.insert(ObjectIdentifier(behavior)).inserted else { return }
        behaviors.append(behavior)
        holdings?.add(behavior.selfAndDescendants)
        adopt(behavior)
    }

    /// Removes `behavior`; the items it held stay where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard added.remove(ObjectIdentifier(behavior)) != nil else { return }
        behaviors.removeAll { $0 === behavior }
        behaviorsDidChange()
        detach(behavior)
    }

    /// Removes every behaviour; the items stay where they are.
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        added = []
        behaviorsDidChange()
        removed.forEach(detach)
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
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The animator's attributes for a supplementary view, `nil` when no behaviour holds it.
    open func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The animator's attributes for a decoration view, `nil` when no behaviour holds it.
    open func layoutAttributesForDecorationView(
        ofKind decorationViewKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func attributes(
        _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first {
            $0.representedElementCategory == category && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// A child behaviour joined a behaviour of this animator: adopts it and brings its items to rest.
    func childDidJoin(_ behavior: UIDynamicBehavior) {
        behaviorsDidChange()
        adopt(behavior)
    }

    /// Adopts `behavior` and its children and brings their items to rest.
    private func adopt(_ behavior: UIDynamicBehavior) {
        let members = behavior.selfAndDescendants
        for member in members {
            member.willMove(to: self)
            member.dynamicAnimator = self
        }
        for case let attachment as UIAttachmentBehavior in members {
            for item in attachment.items { updateItem(usingCurrentState: item) }
        }
    }

    private func detach(_ behavior: UIDynamicBehavior) {
        for member in behavior.selfAndDescendants {
            member.willMove(to: nil)
            member.dynamicAnimator = nil
        }
    }

    /// A behaviour or child behaviour came or went: who holds which item is worked out again when next asked.
    func behaviorsDidChange() {
        holdings = nil
    }

    /// An attachment's anchor or length changed: its item moves to its new resting place.
    func attachmentDidChange(_ attachment: UIAttachmentBehavior) {
        for item in attachment.items where lastAttachment(holding: item) === attachment {
            settle(item, under: attachment)
        }
    }

    /// Moves `item` to where `attachment` holds it at rest; a move means the simulation ran, which invalidates
    /// the layout as a device's animator does at each step (once is enough while it is still invalid).
    private func settle(_ item: UIDynamicItem, under attachment: UIAttachmentBehavior) {
        let rest = attachment.restingCenter(from: item.center)
        guard rest != item.center else { return }
        item.center = rest
        if let layout, !layout.needsPrepare { layout.invalidateLayout() }
    }

    /// Who holds which item, worked out from the behaviours, depth first, in the order added.
    @MainActor
    private struct Holdings {
        var attachments: [ObjectIdentifier: [UIAttachmentBehavior]] = [:]
        var items: [UIDynamicItem] = []

        init(_ behaviors: [UIDynamicBehavior]) {
            add(behaviors.flatMap(\.selfAndDescendants))
        }

        /// Takes in behaviours that come after every one taken in so far.
        mutating func add(_ behaviors: [UIDynamicBehavior]) {
            for case let attachment as UIAttachmentBehavior in behaviors {
                for item in attachment.items {
                    let key = ObjectIdentifier(item)
                    if attachments[key] == nil { items.append(item) }
                    attachments[key, default: []].append(attachment)
                }
            }
        }
    }

    private var currentHoldings: Holdings {
        if let holdings { return holdings }
        let built = Holdings(behaviors)
        holdings = built
        return built
    }

    /// Every item the behaviours hold, each once, in the order first held.
    private var allItems: [UIDynamicItem] {
        currentHoldings.items
    }

    private func lastAttachment(holding item: UIDynamicItem) -> UIAttachmentBehavior? {
        currentHoldings.attachments[ObjectIdentifier(item)]?.last
    }
}
#endif
