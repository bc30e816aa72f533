import LayoutCore
import LayoutShotUIKit

/// Builds a description's layout through Apple's API only, as an app would write it, for agreement tests.
@MainActor
enum CompositionalAPIBuilder {
    static func layout(_ description: CompositionalRandomDescription) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = description.configuration.scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = description.configuration.interSectionSpacing
        configuration.boundarySupplementaryItems = description.configuration.boundarySupplementaryItems.map(boundary)
        configuration.contentInsetsReference = reference(description.configuration.contentInsetsReference)
        let sections = description.sections
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in section(sections[index]) }, configuration: configuration)
    }

    static func dimension(_ d: CompositionalDimension) -> NSCollectionLayoutDimension {
        switch d {
        case .fractionalWidth(let v): .fractionalWidth(v)
        case .fractionalHeight(let v): .fractionalHeight(v)
        case .absolute(let v): .absolute(v)
        case .estimated(let v): .estimated(v)
        case .uniformAcrossSiblings(let v): .uniformAcrossSiblings(estimate: v)
        }
    }

    static func size(_ s: CompositionalSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(s.widthDimension), heightDimension: dimension(s.heightDimension))
    }

    static func insets(_ i: DirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing)
    }

    static func spacing(_ s: CompositionalSpacing?) -> NSCollectionLayoutSpacing? {
        switch s {
        case nil: nil
        case .fixed(let v): .fixed(v)
        case .flexible(let v): .flexible(v)
        }
    }

    static func edgeSpacing(_ e: CompositionalEdgeSpacing?) -> NSCollectionLayoutEdgeSpacing? {
        e.map { NSCollectionLayoutEdgeSpacing(leading: spacing($0.leading), top: spacing($0.top), trailing: spacing($0.trailing), bottom: spacing($0.bottom)) }
    }

    static func anchor(_ a: CompositionalAnchor) -> NSCollectionLayoutAnchor {
        let edges = NSDirectionalRectEdge(rawValue: UInt(a.edges.rawValue))
        switch a.offset {
        case .absolute(let p): return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: p.x, y: p.y))
        case .fractional(let p): return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: p.x, y: p.y))
        }
    }

    static func supplementary(_ s: CompositionalSupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        let item = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(s.layoutSize), elementKind: s.elementKind, containerAnchor: anchor(s.containerAnchor),
            itemAnchor: s.itemAnchor.map(anchor))
        item.zIndex = s.zIndex
        return item
    }

    static func item(_ subitem: CompositionalSubitem) -> NSCollectionLayoutItem {
        switch subitem {
        case .group(let g): return group(g)
        case .item(let i):
            let item = NSCollectionLayoutItem(layoutSize: size(i.layoutSize), supplementaryItems: i.supplementaryItems.map(supplementary))
            item.contentInsets = insets(i.contentInsets)
            item.edgeSpacing = edgeSpacing(i.edgeSpacing)
            return item
        }
    }

    static func group(_ g: CompositionalGroup) -> NSCollectionLayoutGroup {
        let layoutSize = size(g.layoutSize)
        let group: NSCollectionLayoutGroup
        switch g.arrangement {
        case .horizontal(let items): group = .horizontal(layoutSize: layoutSize, subitems: items.map(item))
        case .vertical(let items): group = .vertical(layoutSize: layoutSize, subitems: items.map(item))
        case .horizontalRepeating(let i, let count): group = .horizontal(layoutSize: layoutSize, repeatingSubitem: item(i), count: count)
        case .verticalRepeating(let i, let count): group = .vertical(layoutSize: layoutSize, repeatingSubitem: item(i), count: count)
        case .custom(let items):
            group = .custom(layoutSize: layoutSize) { _ in
                items.map { NSCollectionLayoutGroupCustomItem(frame: CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height), zIndex: $0.zIndex) }
            }
        }
        group.interItemSpacing = spacing(g.interItemSpacing)
        group.contentInsets = insets(g.contentInsets)
        group.edgeSpacing = edgeSpacing(g.edgeSpacing)
        group.supplementaryItems = g.supplementaryItems.map(supplementary)
        return group
    }

    static func alignment(_ a: CompositionalRectAlignment) -> NSRectAlignment {
        switch a {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    static func boundary(_ b: CompositionalBoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(b.layoutSize), elementKind: b.elementKind, alignment: alignment(b.alignment),
            absoluteOffset: CGPoint(x: b.absoluteOffset.x, y: b.absoluteOffset.y))
        item.pinToVisibleBounds = b.pinToVisibleBounds
        item.extendsBoundary = b.extendsBoundary
        item.zIndex = b.zIndex
        return item
    }

    static func reference(_ r: CompositionalContentInsetsReference) -> UIContentInsetsReference {
        switch r {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    static func behavior(_ b: CompositionalOrthogonalScrollingBehavior) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch b {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    static func section(_ s: CompositionalSection) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group(s.group))
        section.contentInsets = insets(s.contentInsets)
        section.contentInsetsReference = reference(s.contentInsetsReference)
        section.interGroupSpacing = s.interGroupSpacing
        section.orthogonalScrollingBehavior = behavior(s.orthogonalScrollingBehavior)
        section.boundarySupplementaryItems = s.boundarySupplementaryItems.map(boundary)
        section.decorationItems = s.decorationItems.map { d in
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: d.elementKind)
            decoration.zIndex = d.zIndex
            decoration.contentInsets = insets(d.contentInsets)
            return decoration
        }
        section.supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        section.supplementaryContentInsetsReference = reference(s.supplementaryContentInsetsReference)
        return section
    }
}
