import LayoutCore

/// The grid of the compositional issue's performance target, 10,000 items in 100 sections with pinned
/// headers, as a compositional layout and as the `flow` kind placing the same elements.
extension BenchCase {
    static let viewport = Size2D(width: 375, height: 667)
    static let sections = 100
    static let itemsPerSection = 100

    /// Four square items a row, 4 pt apart, sections inset 8 pt, a 44 pt pinned header per section.
    static let compositionalGrid = BenchCase.layout(
        name: "compositional-10k",
        summary: "UICollectionViewCompositionalLayout-style grid: 100 sections × 100 items, pinned headers"
    ) {
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top, pinToVisibleBounds: true)
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            repeatingSubitem: .item(item), count: 4)
        group.interItemSpacing = .fixed(4)
        let section = CompositionalSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
            interGroupSpacing: 4, boundarySupplementaryItems: [header])
        let layout = CompositionalLayout(section: section)
            .compute(in: CompositionalViewport(size: viewport), itemCounts: Array(repeating: itemsPerSection, count: sections))
        return PreparedBenchLayout(
            elements: layout.elementCount, viewport: viewport, middle: middle(of: layout.contentSize),
            resolve: { layout.resolvedViewport(at: $0) })
    }

    /// The same 10,000 items as 100 sections that scroll orthogonally (`continuous`), one 0.8-wide card per
    /// group under a pinned header: a viewport resolves every card of each section it meets, those past its
    /// width too.
    static let compositionalOrthogonal = BenchCase.layout(
        name: "compositional-orthogonal-10k",
        summary: "100 orthogonally scrolling sections × 100 cards, pinned headers; every card of a section in view resolved"
    ) {
        let header = CompositionalBoundarySupplementaryItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top, pinToVisibleBounds: true)
        let item = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
            subitems: [.item(item)])
        let section = CompositionalSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
            interGroupSpacing: 8, orthogonalScrollingBehavior: .continuous, boundarySupplementaryItems: [header])
        let layout = CompositionalLayout(section: section)
            .compute(in: CompositionalViewport(size: viewport), itemCounts: Array(repeating: itemsPerSection, count: sections))
        return PreparedBenchLayout(
            elements: layout.elementCount, viewport: viewport, middle: middle(of: layout.contentSize),
            resolve: { layout.resolvedViewport(at: $0, orthogonalOffsets: [:]) })
    }

    /// The same elements placed by the engine's `flow` kind with sticky headers.
    static let flowGrid = BenchCase.layout(
        name: "flow-10k",
        summary: "the flow kind placing the same 100 sections × 100 items with sticky headers"
    ) {
        let side = (viewport.width - 16 - 3 * 4) / 4
        let section = SectionConfiguration(
            items: Array(repeating: ItemSpec(), count: itemsPerSection), header: 44,
            inset: Insets(top: 8, left: 8, bottom: 8, right: 8), lineSpacing: 4, interitemSpacing: 4,
            itemSize: Size2D(width: side, height: side))
        let layout = LayoutConfiguration(
            kind: .flow, viewport: viewport, sections: Array(repeating: section, count: sections), pinHeaders: true
        ).compute()
        return PreparedBenchLayout(
            elements: layout.elementCount, viewport: viewport, middle: middle(of: layout.contentSize),
            resolve: { layout.resolvedViewport(at: $0) })
    }

    /// The offset whose viewport sits in the middle of `contentSize`, rounded to whole points.
    static func middle(of contentSize: Size2D) -> Point2D {
        Point2D(x: 0, y: (max(0, contentSize.height - viewport.height) / 2).rounded())
    }
}
