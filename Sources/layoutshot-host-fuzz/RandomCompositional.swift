import LayoutShotUIKit

/// Compositional layouts built with the NSCollectionLayout API from a seed: nested and custom groups,
/// negative insets, orthogonal sections, boundary and pinned supplementaries, backgrounds.
@MainActor
enum RandomCompositional {
    static func layout(_ random: inout FuzzRandom) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = random.chance(0.2) ? .horizontal : .vertical
        configuration.interSectionSpacing = random.length(0...30)
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in section(&random) }
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            sections.isEmpty ? nil : sections[index % sections.count]
        }, configuration: configuration)
    }

    static func dimension(_ random: inout FuzzRandom) -> NSCollectionLayoutDimension {
        let fraction = random.chance(0.85)
            ? [1, 0.5, 0.25, 1.0 / 3].randomElement(using: &random)!
            : [0, 1e-9, 1.5, 1e308, -0.5, .nan].randomElement(using: &random)!
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .fractionalWidth(fraction)
        case 1: return .fractionalHeight(fraction)
        case 2: return .absolute(random.length())
        default: return .estimated(random.length())
        }
    }

    static func size(_ random: inout FuzzRandom) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(&random), heightDimension: dimension(&random))
    }

    static func insets(_ random: inout FuzzRandom) -> NSDirectionalEdgeInsets {
        let edge = random.insets()
        return NSDirectionalEdgeInsets(top: edge.top, leading: -edge.left, bottom: edge.bottom, trailing: edge.right)
    }

    static func item(_ random: inout FuzzRandom, depth: Int) -> NSCollectionLayoutItem {
        if depth < 3, random.chance(0.3) { return group(&random, depth: depth + 1) }
        let supplementaries = random.chance(0.15)
            ? [NSCollectionLayoutSupplementaryItem(
                layoutSize: size(&random), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: random.offset()))]
            : []
        let item = NSCollectionLayoutItem(layoutSize: size(&random), supplementaryItems: supplementaries)
        if random.chance(0.3) { item.contentInsets = insets(&random) }
        return item
    }

    static func group(_ random: inout FuzzRandom, depth: Int) -> NSCollectionLayoutGroup {
        let layoutSize = size(&random)
        let horizontal = random.chance(0.5)
        let group: NSCollectionLayoutGroup
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
            let subitems = (0..<Int.random(in: 1...3, using: &random)).map { _ in item(&random, depth: depth) }
            group = horizontal
                ? .horizontal(layoutSize: layoutSize, subitems: subitems) : .vertical(layoutSize: layoutSize, subitems: subitems)
        case 4..<8:
            let subitem = item(&random, depth: depth)
            let count = random.chance(0.95) ? Int.random(in: 1...6, using: &random) : [0, -1, 10_000].randomElement(using: &random)!
            group = horizontal
                ? .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
                : .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
        default:
            let frames = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                CGRect(origin: random.offset(), size: random.size())
            }
            let zIndex = Int.random(in: -3...3, using: &random)
            group = .custom(layoutSize: layoutSize) { _ in
                frames.map { NSCollectionLayoutGroupCustomItem(frame: $0, zIndex: zIndex) }
            }
        }
        if random.chance(0.3) {
            group.interItemSpacing = random.chance(0.5) ? .fixed(random.length(0...20)) : .flexible(random.length(0...20))
        }
        return group
    }

    static func section(_ random: inout FuzzRandom) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group(&random, depth: 0))
        if random.chance(0.5) { section.contentInsets = insets(&random) }
        section.interGroupSpacing = random.length(0...20)
        if random.chance(0.4) {
            section.orthogonalScrollingBehavior = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
                                                   .groupPagingCentered].randomElement(using: &random)!
        }
        if random.chance(0.5) {
            let alignments: [NSRectAlignment] = [.top, .bottom, .leading, .trailing, .none, .topLeading]
            section.boundarySupplementaryItems = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                let boundary = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(&random), elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: alignments.randomElement(using: &random)!, absoluteOffset: random.chance(0.8) ? .zero : random.offset())
                boundary.pinToVisibleBounds = random.chance(0.4)
                boundary.extendsBoundary = random.chance(0.8)
                return boundary
            }
        }
        if random.chance(0.3) {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = insets(&random)
            section.decorationItems = [background]
        }
        section.supplementariesFollowContentInsets = random.chance(0.8)
        return section
    }
}
