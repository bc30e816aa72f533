extension CompositionalGeometry {
    /// The axes on which a cell (`elementKind` nil) or a supplementary view of `elementKind` at `section`/`item`
    /// has an estimated dimension; empty for an element that does not exist or sizes nothing itself.
    /// O(log n) for a cell, plus the section's supplementary views for one of those.
    public func selfSizingAxes(elementKind: String?, section: Int, item: Int) -> CompositionalSelfSizingAxes {
        guard let elementKind else {
            let i = firstElement { (Int($0.section), $0.kind.sectionOrder, Int($0.item)) < (section, ElementKind.cell.sectionOrder, item) }
            guard i < elements.count, case let e = elements[i], e.kind == .cell, Int(e.section) == section, Int(e.item) == item
            else { return [] }
            return e.selfSizing
        }
        guard let kindIndex = elementKinds.firstIndex(of: elementKind).map({ Int32($0) }) else { return [] }
        // Canonical order puts a section's headers, then its cells, then the rest: skip the cells.
        let headers = firstElement { Int($0.section) < section }
        let afterCells = firstElement { (Int($0.section), $0.kind.sectionOrder) <= (section, ElementKind.cell.sectionOrder) }
        for range in [headers..<afterCells, afterCells..<elements.count] {
            for element in elements[range] {
                guard Int(element.section) == section else { break }
                if element.kind != .cell, element.kind != .decoration, element.elementKind == kindIndex, Int(element.item) == item {
                    return element.selfSizing
                }
            }
        }
        return []
    }

    /// The index of the first element for which `isBefore` is false; elements are in canonical order and
    /// `isBefore` must hold for a prefix of them.
    private func firstElement(where isBefore: (CompositionalElement) -> Bool) -> Int {
        var low = 0, high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(elements[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
