#if !canImport(UIKit)
import LayoutCore

extension LayoutAttributes {
    /// LayoutShot's canonical order: section; header, cells by item, footer, other supplementary views,
    /// decoration views; then the UIKit kind string.
    static func canonicallyPrecedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.section != b.section { return a.section < b.section }
        let groupA = a.kind.sectionOrder, groupB = b.kind.sectionOrder
        if groupA != groupB { return groupA < groupB }
        if a.item != b.item { return a.item < b.item }
        return (a.elementKind ?? "") < (b.elementKind ?? "")
    }
}

extension Array where Element == LayoutAttributes {
    /// Whether the elements are already in canonical order, as most layouts return them: O(n), so the
    /// O(n log n) sort is skipped for them.
    var isCanonicallyOrdered: Bool {
        zip(self, dropFirst()).allSatisfy { !LayoutAttributes.canonicallyPrecedes($1, $0) }
    }
}
#endif
