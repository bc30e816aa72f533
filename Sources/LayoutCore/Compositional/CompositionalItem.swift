/// The smallest piece of a compositional layout: one cell, as `NSCollectionLayoutItem`.
public struct CompositionalItem: Hashable, Sendable {
    /// The size the enclosing group gives the item; fractions are of that group's content size.
    public var layoutSize: CompositionalSize
    /// Shrinks the cell's frame inside the space the group gives it; ignored on an axis whose dimension is estimated.
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the item between it and its neighbours or the group's edges.
    public var edgeSpacing: CompositionalEdgeSpacing?
    /// Badges and other views attached to the cell.
    public var supplementaryItems: [CompositionalSupplementaryItem]

    /// Creates an item.
    public init(
        layoutSize: CompositionalSize, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing? = nil, supplementaryItems: [CompositionalSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
