import LayoutCore
import LayoutShotUIKit
import Testing

/// A self-sizing cell as apps write it in the Swift 5 language mode: a wrapping body label pinned to the content
/// view's margins, no size provider; the host sizes it from its constraints at Large and at an accessibility size.
@MainActor
@Suite struct ConstraintSelfSizingSwift5Tests {
    final class CommentCell: UICollectionViewCell {
        static let reuseIdentifier = "comment"
        var label: UILabel!

        override init(frame: CGRect) {
            super.init(frame: frame)
            label = UILabel()
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Comments: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CommentCell.reuseIdentifier, for: indexPath) as! CommentCell
            cell.label.text = "First\nSecond\nThird"
            return cell
        }
    }

    func height(at category: UIContentSizeCategory) throws -> Double? {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let dataSource = Comments()
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 375, height: 700), dataSource: dataSource)
        host.collectionView.register(CommentCell.self, forCellWithReuseIdentifier: CommentCell.reuseIdentifier)
        host.collectionView.traitOverrides.preferredContentSizeCategory = category
        return try host.resolve(at: .zero).attributes.first { $0.kind == .cell }?.frame.height
    }

    /// Three lines of body text, each 1.193 × the font size (the embedded font's ascender 0.952 plus descender
    /// 0.241), rounded up to the 3× screen's pixels, with 8-point margins above and below:
    /// Large, 17 pt: 3 × 20.281 = 60.843, × 3 = 182.529 → 183 pixels = 61, row 8 + 61 + 8 = 77.
    /// Accessibility Medium, 28 pt (Apple's Dynamic Type sizes): 3 × 33.404 = 100.212, × 3 = 300.636 → 301 pixels,
    /// row 16 + 301/3 = 349/3 (116.33; whole points gave 117).
    @Test func theCellTakesTheHeightItsConstraintsGive() throws {
        #expect(try height(at: .large) == 77)
        #expect(try height(at: .accessibilityMedium) == 349.0 / 3)
    }
}
