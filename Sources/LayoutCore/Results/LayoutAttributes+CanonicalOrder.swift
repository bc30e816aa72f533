extension LayoutAttributes {
    /// LayoutShot's canonical element order, the one order every layout lists, diffs and hosts its elements in:
    /// section; header, cells, footer, other supplementary views, decoration views; item; then the UIKit kind string.
    public static func canonicallyPrecedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        CanonicalOrder.precedes(
            (a.section, a.kind, a.item, a.elementKind ?? ""), (b.section, b.kind, b.item, b.elementKind ?? ""))
    }
}

extension Array where Element == LayoutAttributes {
    /// Whether the elements are already in canonical order, as most layouts return them: O(n), so the
    /// O(n log n) sort is skipped for them.
    public var isCanonicallyOrdered: Bool {
        zip(self, dropFirst()).allSatisfy { !LayoutAttributes.canonicallyPrecedes($1, $0) }
    }
}

/// The canonical order's one rule, for any stand-in of the UIKit kind string that orders as the strings do
/// (the string itself, or its rank among a layout's kind names), so code that keeps names in a table sorts alike.
enum CanonicalOrder {
    /// Whether the element `a` describes comes before `b`'s.
    static func precedes<Name: Comparable>(
        _ a: (section: Int, kind: ElementKind, item: Int, name: Name), _ b: (section: Int, kind: ElementKind, item: Int, name: Name)
    ) -> Bool {
        (a.section, a.kind.sectionOrder, a.item, a.name) < (b.section, b.kind.sectionOrder, b.item, b.name)
    }

    /// Each name's rank among `names` in string order: the stand-in `precedes` compares for a table of names.
    static func ranks(of names: [String]) -> [Int] {
        var ranks = [Int](repeating: 0, count: names.count)
        for (rank, index) in names.indices.sorted(by: { names[$0] < names[$1] }).enumerated() { ranks[index] = rank }
        return ranks
    }
}
