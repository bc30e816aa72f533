#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

// Layout-building functions written as Apple's documentation and its "Implementing Modern Collection Views"
// sample write them: this file has only the import lines above and compiles unchanged against UIKit.

/// The element kinds these layouts use.
enum SampleKind {
    static let badge = "badge-element-kind"
    static let header = "section-header-element-kind"
    static let background = "background-element-kind"
}

@MainActor
enum SampleLayouts {
    /// Five square cells per row, each inset by 2 points.
    static func grid() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Two columns 44 points high, 10 points apart and inside a 10-point section inset.
    static func twoColumns() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A large leading cell beside a column of two, the pair of groups 40% of the container's height.
    static func nestedGroups() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                repeatingSubitem: trailingItem, count: 2)
            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            return NSCollectionLayoutSection(group: nestedGroup)
        }
    }

    /// Sections that scroll sideways with `behavior`: cards 80% of the width, 10 points apart, 20 from the edges,
    /// sections 20 apart.
    static func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in orthogonalSection(behavior) }, configuration: orthogonalConfiguration())
    }

    /// One section of `orthogonal(_:)`.
    static func orthogonalSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
    }

    /// The configuration of `orthogonal(_:)`: sections 20 apart.
    static func orthogonalConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        return config
    }

    /// Full-width rows under a 30-point header that stays at the top while its section is on screen.
    static func pinnedHeaders() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: pinnedHeaderSection())
    }

    /// The section of `pinnedHeaders()`.
    static func pinnedHeaderSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
            elementKind: SampleKind.header, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// Four cells per row, each with a badge over its top-trailing corner, on a section background.
    static func badges() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: SampleKind.badge, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: SampleKind.background)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// An inset-grouped list with section headers.
    static func insetGroupedList() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    /// Two columns on a compact width, four on a regular one, read from the environment.
    static func adaptiveColumns() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let columns = layoutEnvironment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let width = layoutEnvironment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(width / CGFloat(columns))),
                repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Cells at frames of the app's choosing: a staircase of three, each 40 points lower than the last.
    static func customGroup() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
        ) { environment in
            let width = environment.container.effectiveContentSize.width / 3
            return (0..<3).map { step in
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat(step) * width, y: CGFloat(step) * 40, width: width, height: 40))
            }
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
