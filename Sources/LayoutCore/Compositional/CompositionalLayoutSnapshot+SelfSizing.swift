extension CompositionalLayoutSnapshot {
    /// The axes on which a cell (`elementKind` nil) or a supplementary view of `elementKind` at `section`/`item`
    /// has an estimated dimension; empty for an element that does not exist or sizes nothing itself.
    public func selfSizingAxes(elementKind: String?, section: Int, item: Int) -> CompositionalSelfSizingAxes {
        // Elements are in canonical order, sorted by section: binary search finds the section's first one.
        var low = 0, high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if Int(elements[mid].section) < section { low = mid + 1 } else { high = mid }
        }
        let kindIndex = elementKind.flatMap { elementKinds.firstIndex(of: $0) }.map { Int32($0) }
        if elementKind != nil && kindIndex == nil { return [] }
        for element in elements[low...] {
            guard Int(element.section) == section else { break }
            guard Int(element.item) == item else { continue }
            let matches = kindIndex.map { element.elementKind == $0 && element.kind != .decoration } ?? (element.kind == .cell)
            if matches { return element.selfSizing }
        }
        return []
    }
}
