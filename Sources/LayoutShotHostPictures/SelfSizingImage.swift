#if !canImport(UIKit)
import Foundation
import LayoutPipeline
import LayoutRender
import LayoutShotUIKit

/// uikit-self-sizing.png: a compositional feed of estimated rows and tags, first as laid out from its estimates,
/// then as the host's self-sizing pass leaves it with the text measured in the embedded font.
@MainActor
package enum SelfSizingImage {
    static let words = ["swift", "layout", "collection view", "estimate", "self-sizing", "tags", "wrap", "measured", "row"]
    static let stories = ["A one-line story", "A longer story whose text wraps onto a second line at this width", "Short"]

    /// Section 0 the stories, section 1 the tags.
    final class Feed: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? stories.count : words.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Full-width rows of estimated height 44, then tags of estimated width 60 in rows 32 high.
    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), subitems: [item])
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return section
        }
    }

    static let provider = SelfSizingProvider.text(fontSize: 15, insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)) {
        $0.indexPath.section == 0 ? stories[$0.indexPath.item] : words[$0.indexPath.item]
    }

    /// The feed at 320 × 300 from its estimates, then self-sized, side by side at scale 2.
    package static func picture() throws -> Picture {
        let viewport = CGSize(width: 320, height: 300)
        let estimated = try LayoutHost(layout: layout(), viewport: viewport, dataSource: Feed()).resolve(at: .zero)
        let measured = try LayoutHost(layout: layout(), viewport: viewport, dataSource: Feed(), sizeProvider: provider).resolve(at: .zero)
        let frames = [SceneFrame(estimated, caption: "estimated"), SceneFrame(measured, caption: "measured")]
        return try LayoutPicture.picture(of: frames, scale: 2)
    }
}
#endif
