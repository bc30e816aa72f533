extension CompositionalLayout {
    /// Computes every element's static frame for `viewport` with `itemCounts[s]` items in section `s`
    /// (the section provider is called once per section), estimated views at their `measured` sizes, list
    /// sections' separators derived from their rows. O(n) in elements.
    public func compute(
        in viewport: CompositionalViewport, itemCounts: [Int], measured: CompositionalMeasuredSizes = CompositionalMeasuredSizes()
    ) -> CompositionalLayoutSnapshot {
        var computer = CompositionalLayoutComputer(layout: self, viewport: viewport, measured: measured)
        let end = computer.run(itemCounts: itemCounts)
        let axis = computer.axis
        let lists = CompositionalListPass(viewport: viewport, lists: computer.lists)
            .apply(to: Self.canonicallyOrdered(computer.elements), elementKinds: computer.elementKinds)
        return CompositionalLayoutSnapshot(
            viewport: viewport, scrollDirection: configuration.scrollDirection,
            contentSize: axis.size(u: axis.u(of: viewport.size), v: end), sections: computer.sections,
            elements: lists.elements, elementKinds: lists.elementKinds, pins: computer.pins, colors: lists.colors)
    }

    /// Sections place their elements in canonical order already; layout-wide supplementaries and views beside
    /// the content can break it, and then a sort keyed by the original position restores it stably.
    private static func canonicallyOrdered(_ elements: [CompositionalElement]) -> [CompositionalElement] {
        func key(_ e: CompositionalElement) -> (Int32, Int) { (e.section, e.kind.sectionOrder) }
        let ordered = zip(elements, elements.dropFirst()).allSatisfy { key($0) <= key($1) }
        if ordered { return elements }
        return elements.indices.sorted { i, j in
            let ki = key(elements[i]), kj = key(elements[j])
            return ki != kj ? ki < kj : i < j
        }.map { elements[$0] }
    }
}
