extension CompositionalLayout {
    /// Computes every element's static frame for `viewport` with `itemCounts[s]` items in section `s`
    /// (the section provider is called once per section), estimated views at their `measured` sizes, list
    /// sections' separators derived from their rows. O(n) in elements.
    public func compute(
        in viewport: CompositionalViewport, itemCounts: [Int], measured: CompositionalMeasuredSizes = CompositionalMeasuredSizes()
    ) -> CompositionalGeometry {
        var computer = CompositionalLayoutComputer(layout: self, viewport: viewport, measured: measured)
        let end = computer.run(itemCounts: itemCounts)
        let axis = computer.axis
        let placed = Self.canonicallyOrdered(computer.elements, elementKinds: computer.elementKinds)
        var lists = CompositionalListPass(viewport: viewport, lists: computer.lists)
            .apply(to: placed, elementKinds: computer.elementKinds)
        // Separators follow their section's own decorations; a decoration of the app's own that sorts after them moves back.
        if let order = Self.canonicalPermutation(of: lists.elements, elementKinds: lists.elementKinds) {
            lists.elements = order.map { lists.elements[$0] }
            var moved: [Int32: RGBAColor] = [:]
            for (new, old) in order.enumerated() { if let color = lists.colors[Int32(old)] { moved[Int32(new)] = color } }
            lists.colors = moved
        }
        return CompositionalGeometry(
            viewport: viewport, scrollDirection: configuration.scrollDirection,
            contentSize: axis.size(u: axis.u(of: viewport.size), v: end), sections: computer.sections,
            elements: lists.elements, elementKinds: lists.elementKinds, pins: computer.pins, colors: lists.colors)
    }

    /// Sections place their elements in canonical order already; layout-wide supplementaries and views beside
    /// the content can break it, and then a stable sort restores it.
    private static func canonicallyOrdered(_ elements: [CompositionalElement], elementKinds: [String]) -> [CompositionalElement] {
        canonicalPermutation(of: elements, elementKinds: elementKinds).map { $0.map { elements[$0] } } ?? elements
    }

    /// The positions of `elements` in LayoutShot's canonical order (ties keep their order), `nil` when they are in it.
    private static func canonicalPermutation(of elements: [CompositionalElement], elementKinds: [String]) -> [Int]? {
        let ranks = CanonicalOrder.ranks(of: elementKinds)
        func precedes(_ a: CompositionalElement, _ b: CompositionalElement) -> Bool {
            CanonicalOrder.precedes(
                (Int(a.section), a.kind, Int(a.item), a.elementKind < 0 ? -1 : ranks[Int(a.elementKind)]),
                (Int(b.section), b.kind, Int(b.item), b.elementKind < 0 ? -1 : ranks[Int(b.elementKind)]))
        }
        if zip(elements, elements.dropFirst()).allSatisfy({ !precedes($1, $0) }) { return nil }
        return elements.indices.sorted { i, j in
            precedes(elements[i], elements[j]) || (!precedes(elements[j], elements[i]) && i < j)
        }
    }
}
