/// A container of items and nested groups laid out in a row, a column or at given frames, as `NSCollectionLayoutGroup`.
public struct CompositionalGroup: Hashable, Sendable {
    /// How the group places its subitems.
    public indirect enum Arrangement: Hashable, Sendable {
        /// Subitems left to right; the sequence repeats while the next subitem still fits the group's width.
        case horizontal([CompositionalSubitem])
        /// `count` copies of one subitem left to right, each given an equal share of the width.
        case horizontalRepeating(CompositionalSubitem, count: Int)
        /// Subitems top to bottom; the sequence repeats while the next subitem still fits the group's height.
        case vertical([CompositionalSubitem])
        /// `count` copies of one subitem top to bottom, each given an equal share of the height.
        case verticalRepeating(CompositionalSubitem, count: Int)
        /// Cells at the given frames, in order.
        case custom([CompositionalGroupCustomItem])
    }

    /// The group's size; fractions are of its container.
    public var layoutSize: CompositionalSize
    /// How subitems are placed.
    public var arrangement: Arrangement
    /// Space between consecutive subitems along the group's axis; `nil` is no space.
    public var interItemSpacing: CompositionalSpacing?
    /// Shrinks the area the subitems are laid out in.
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the group when it is nested in another group.
    public var edgeSpacing: CompositionalEdgeSpacing?
    /// Views attached to the group's frame; they take the index path of the group's first item.
    public var supplementaryItems: [CompositionalSupplementaryItem]

    /// Creates a group.
    public init(
        layoutSize: CompositionalSize, arrangement: Arrangement, interItemSpacing: CompositionalSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: CompositionalEdgeSpacing? = nil,
        supplementaryItems: [CompositionalSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A row of `subitems`, as `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: CompositionalSize, subitems: [CompositionalSubitem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal(subitems))
    }

    /// A row of `count` equal copies of `subitem`, as `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: CompositionalSize, repeatingSubitem subitem: CompositionalSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontalRepeating(subitem, count: count))
    }

    /// A column of `subitems`, as `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: CompositionalSize, subitems: [CompositionalSubitem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical(subitems))
    }

    /// A column of `count` equal copies of `subitem`, as `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: CompositionalSize, repeatingSubitem subitem: CompositionalSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .verticalRepeating(subitem, count: count))
    }

    /// Cells at fixed frames, as `custom(layoutSize:itemProvider:)` with the provider's answer written out.
    public static func custom(layoutSize: CompositionalSize, items: [CompositionalGroupCustomItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(items))
    }
}

/// A member of a group: an item or a nested group (Apple's `NSCollectionLayoutGroup` is an item subclass).
public indirect enum CompositionalSubitem: Hashable, Sendable {
    /// A cell.
    case item(CompositionalItem)
    /// A nested group.
    case group(CompositionalGroup)

    /// The subitem's size as its container sees it.
    var layoutSize: CompositionalSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    /// The subitem's edge spacing.
    var edgeSpacing: CompositionalEdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}
