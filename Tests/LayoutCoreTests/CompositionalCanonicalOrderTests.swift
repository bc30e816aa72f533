import LayoutCore
import Testing

/// The compositional engine lists its elements in the one canonical order `LayoutAttributes.canonicallyPrecedes`
/// defines, as the UIKit host sorts what an app's layout returns, so a layout and its hosted twin agree.
@Suite struct CompositionalCanonicalOrderTests {
    /// One 100 × 50 item with two supplementaries declared star first: canonical order is by kind string, badge first.
    @Test func supplementariesOfOneItemByElementKind() {
        let star = CompositionalSupplementaryItem(
            layoutSize: C.size(.absolute(10), .absolute(10)), elementKind: "star", containerAnchor: CompositionalAnchor(edges: [.top]))
        let badge = CompositionalSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: CompositionalAnchor(edges: [.bottom]))
        let item = C.item(.absolute(100), .absolute(50), supplementaryItems: [star, badge])
        let group = CompositionalGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = C.compute(CompositionalSection(group: group), counts: [1])
        let supplementaries = layout.staticAttributes.filter { $0.kind == .supplementary }
        #expect(supplementaries.map(\.elementKind) == ["badge", "star"])
        #expect(supplementaries.map(\.frame) == [r(40, 30, 20, 20), r(45, 0, 10, 10)])
        #expect(layout.staticAttributes.isCanonicallyOrdered)
    }

    /// A plain list of two rows with a decoration of the app's own (`zebra`, sorting after `list-separator`): the
    /// separator under row 0 (y = 44 − 0.5) comes before it, and the order is canonical.
    @Test func listSeparatorsSortAmongTheSectionsOwnDecorations() {
        var section = CompositionalSection.list(using: CompositionalListConfiguration(appearance: .plain))
        section.decorationItems.append(CompositionalDecorationItem(elementKind: "zebra"))
        let layout = C.compute(section, counts: [2], width: 320)
        let decorations = layout.staticAttributes.filter { $0.kind == .decoration }
        #expect(decorations.map(\.elementKind) == [CompositionalListConfiguration.separatorElementKind, "zebra"])
        #expect(decorations.first?.frame == r(16, 43.5, 304, 0.5))
        #expect(layout.staticAttributes.isCanonicallyOrdered)
    }
}
