import LayoutCore

extension CompositionalGroup {
    /// An upper bound on the supplementary views one cell of this group brings: its own and its groups'.
    var attachedViewCount: Int {
        let inner: Int
        switch arrangement {
        case .horizontal(let subitems), .vertical(let subitems): inner = subitems.map(\.attachedViewCount).max() ?? 0
        case .horizontalRepeating(let subitem, _), .verticalRepeating(let subitem, _): inner = subitem.attachedViewCount
        case .custom: inner = 0
        }
        return supplementaryItems.count + inner
    }
}

extension CompositionalSubitem {
    /// The supplementary views attached to one cell of this subitem.
    var attachedViewCount: Int {
        switch self {
        case .item(let item): item.supplementaryItems.count
        case .group(let group): group.attachedViewCount
        }
    }
}
