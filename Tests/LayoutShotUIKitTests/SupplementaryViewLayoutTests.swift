import LayoutCore
import LayoutShotUIKit
import Testing

/// A header whose label is pinned 10 points inside it by constraints, as the sample's title views are.
final class PinnedTitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// One item and a header of the given title.
final class TitledSectionDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (header as? PinnedTitleHeader)?.label.text = "Header"
        return header
    }
}

/// A supplementary view is laid out before it is drawn, as UIKit lays out every view it shows: its constraints
/// place its subviews, and its label's text is drawn where they put it.
@MainActor
struct SupplementaryViewLayoutTests {
    @Test func aHeaderLaysOutItsLabelByItsConstraints() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let dataSource = TitledSectionDataSource()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 390, height: 300), dataSource: dataSource)
        host.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        host.collectionView.register(
            PinnedTitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let resolved = try host.resolve(at: .zero)
        let header = try #require(host.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? PinnedTitleHeader)
        // 390 × 44 less 10 on every side: (10, 10, 370, 24).
        #expect(header.label.frame == CGRect(x: 10, y: 10, width: 370, height: 24))
        let drawn = try #require(resolved.attributes.first { $0.kind == .header })
        let texts = drawn.content?.marks.compactMap { mark -> String? in
            if case .text(let text, _, _, _, _) = mark { return text }
            return nil
        }
        #expect(texts == ["Header"])
    }
}
