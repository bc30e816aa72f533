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

extension CompositionalGroup {
    /// The cells one instance of this group lays out counting each listed subitem once and each `count:` copy,
    /// saturating at `limit`: nested `count:` groups multiply, and a spec must not ask for more cells than its budget.
    func listedCellCount(limit: Int) -> Int {
        switch arrangement {
        case .horizontal(let subitems), .vertical(let subitems):
            return subitems.reduce(0) { min(limit, $0 + $1.listedCellCount(limit: limit)) }
        case .horizontalRepeating(let subitem, let count), .verticalRepeating(let subitem, let count):
            let (product, overflow) = count.multipliedReportingOverflow(by: subitem.listedCellCount(limit: limit))
            return overflow ? limit : min(limit, product)
        case .custom(let items):
            return min(limit, items.count)
        }
    }
}

extension CompositionalSubitem {
    /// The cells of this subitem, as `CompositionalGroup.listedCellCount(limit:)` counts them.
    func listedCellCount(limit: Int) -> Int {
        switch self {
        case .item: 1
        case .group(let group): group.listedCellCount(limit: limit)
        }
    }

    /// The supplementary views attached to one cell of this subitem.
    var attachedViewCount: Int {
        switch self {
        case .item(let item): item.supplementaryItems.count
        case .group(let group): group.attachedViewCount
        }
    }
}
