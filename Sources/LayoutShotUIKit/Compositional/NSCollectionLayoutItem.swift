#if !canImport(UIKit)
import LayoutCore

/// One cell of a compositional layout, as UIKit's class; groups and supplementary items are items too.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The size the enclosing group gives the item; fractions are of the group's content size.
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell's frame inside the space the group gives it; ignored on an estimated axis.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item between it and its neighbours or its group's edges.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Badges and other views attached to the cell.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// An item of `layoutSize` with nothing attached.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with `supplementaryItems` attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// An item with the same settings; a later change to either does not affect the other.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: storedSupplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }

    /// The engine's value of this item (or, overridden, group) for a section laid out in `environment`.
    func subitem(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSubitem {
        .item(CompositionalItem(
            layoutSize: layoutSize.value, contentInsets: contentInsets.value, edgeSpacing: edgeSpacing?.value,
            supplementaryItems: storedSupplementaryItems.map(\.supplementaryValue)))
    }
}
#endif
