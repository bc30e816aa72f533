#if !canImport(UIKit)
import LayoutCore

/// A view attached to an item or a group (a badge, a frame), as UIKit's class.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where it sits on the element it is attached to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary is put at the container anchor; `nil` means the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order; 1 puts it above its item.
    open var zIndex = 1

    /// A supplementary of `layoutSize` at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary of `layoutSize` whose `itemAnchor` point is put at `containerAnchor`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }

    /// The engine's value of this supplementary.
    var supplementaryValue: CompositionalSupplementaryItem {
        CompositionalSupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, containerAnchor: containerAnchor.value,
            itemAnchor: itemAnchor?.value, zIndex: zIndex)
    }
}
#endif
