import LayoutCore
import LayoutShotUIKit
import Testing

/// A custom content configuration showing one system symbol in an image view pinned to its content view's layout
/// margins (the pattern of a tappable symbol grid), written here as an app writes it.
struct SymbolTileConfiguration: UIContentConfiguration, Hashable {
    var symbolName = "star"

    func makeContentView() -> UIView & UIContentView { SymbolTileView(configuration: self) }

    func updated(for state: UIConfigurationState) -> SymbolTileConfiguration { self }
}

final class SymbolTileView: UIView, UIContentView {
    private let imageView = UIImageView()
    var configuration: UIContentConfiguration {
        didSet { imageView.image = (configuration as? SymbolTileConfiguration).flatMap { UIImage(systemName: $0.symbolName) } }
    }

    init(configuration: SymbolTileConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: guide.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body), scale: .large)
        imageView.image = UIImage(systemName: configuration.symbolName)
    }

    required init?(coder: NSCoder) { nil }
}

/// Symbol tiles sized by their own constraints on a 390-point-wide 3× screen at Large.
@MainActor
struct SymbolImageSelfSizingTests {
    final class Tiles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentConfiguration = SymbolTileConfiguration()
            return cell
        }
    }

    /// A symbol image view's intrinsic size is a square of the configuration font's line height at the medium scale,
    /// 1.3 × at the large one (Apple: "approximately 30% larger"), rounded up to pixels: Body at Large is
    /// 17 × 1.193 = 20.281; × 1.3 = 26.365, 79.1 → 80 pixels at 3×, 80/3 = 26.667.
    @Test func aSymbolImageViewMeasuresItsSymbol() {
        let view = UIImageView(image: UIImage(systemName: "star"))
        view.traitOverrides.displayScale = 3
        // Body made at Large, whatever text size an earlier test left the app at.
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: body, scale: .large)
        #expect(abs(view.intrinsicContentSize.width - 80.0 / 3) < 1e-9 && abs(view.intrinsicContentSize.height - 80.0 / 3) < 1e-9)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: body, scale: .medium)
        // 20.281 × 3 = 60.84 → 61 pixels: 61/3.
        #expect(abs(view.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Items estimated 44 × 44 in a full-width row, `.flexible(10)` spacing, 10-point section insets and group
    /// spacing. Each tile self-sizes from its constraints: the 80/3-point symbol inside the content view's default
    /// 8-point margins, 8 + 80/3 + 8 = 128/3 = 42.667 square. A row is 390 − 20 = 370 wide: seven fit
    /// (7 × 42.667 + 6 × 10 = 358.667; eight need 411.3) and the flexible spacing shares what is left,
    /// (370 − 7 × 128/3) / 6 = 107/9 = 11.889, so tile i is at x 10 + i × (128/3 + 107/9) = 10 + i × 491/9 and
    /// tile 6 ends at 380. The second row is at 10 + 128/3 + 10 = 188/3 = 62.667.
    @Test func symbolTilesSizeThemselvesFromTheirConstraints() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: section), viewport: CGSize(width: 390, height: 600), dataSource: Tiles())
        host.collectionView.traitOverrides.displayScale = 3
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        try #require(cells.count == 10)
        let side = 128.0 / 3, pitch = 491.0 / 9
        func close(_ frame: Rect2D, _ x: Double, _ y: Double) -> Bool {
            abs(frame.origin.x - x) < 1e-6 && abs(frame.origin.y - y) < 1e-6
                && abs(frame.size.width - side) < 1e-6 && abs(frame.size.height - side) < 1e-6
        }
        #expect(close(cells[0].frame, 10, 10), "\(cells[0].frame)")
        #expect(close(cells[1].frame, 10 + pitch, 10), "\(cells[1].frame)")
        #expect(close(cells[6].frame, 10 + 6 * pitch, 10) && abs(cells[6].frame.maxX - 380) < 1e-6, "\(cells[6].frame)")
        #expect(close(cells[7].frame, 10, 188.0 / 3), "\(cells[7].frame)")
    }
}
