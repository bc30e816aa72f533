// A compositional layout written as apps write their section factories (a nonisolated enum of static
// functions, the layout built from a nonisolated helper), with estimated rows, an estimated header and a
// section of tags, measured by a size provider.
import LayoutCore
import LayoutShotUIKit
import Testing

enum FeedSections {
    static func section(for index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        index == 0 ? stories() : tags()
    }

    static func stories() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    static func tags() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(28)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)), subitems: [item])
        group.interItemSpacing = .fixed(6)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        return section
    }
}

final class Feed: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Nonisolated, as top-level code: the header measures 50, the stories 120 and 64, the tags 140, 90 and 100 wide.
func makeFeedHost() -> LayoutHost {
    let layout = UICollectionViewCompositionalLayout { index, environment in FeedSections.section(for: index, environment: environment) }
    let storyHeights: [CGFloat] = [120, 64], tagWidths: [CGFloat] = [140, 90, 100]
    return LayoutHost(
        layout: layout, viewport: CGSize(width: 250, height: 600), dataSource: Feed(),
        sizeProvider: SelfSizingProvider { request in
            if request.category == .supplementaryView { return CGSize(width: 250, height: 50) }
            let item = request.indexPath.item
            return request.indexPath.section == 0
                ? CGSize(width: 250, height: storyHeights[item]) : CGSize(width: tagWidths[item], height: 20)
        })
}

@MainActor
struct SelfSizingCompositionalTests {
    /// Header 0–50, stories at 50 (120) and 178 (64, 8 apart), section end 242. Tags 10 below: 140 + 6 + 90 = 236
    /// fits the 250 width, 100 more does not, so the third wraps 28 + 6 lower.
    @Test func feedTakesItsMeasuredSizes() throws {
        let resolved = try makeFeedHost().resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 250, height: 50),
            Rect2D(x: 0, y: 50, width: 250, height: 120), Rect2D(x: 0, y: 178, width: 250, height: 64),
            Rect2D(x: 0, y: 252, width: 140, height: 28), Rect2D(x: 146, y: 252, width: 90, height: 28),
            Rect2D(x: 0, y: 286, width: 100, height: 28),
        ])
        #expect(resolved.contentSize == Size2D(width: 250, height: 314))
    }
}
