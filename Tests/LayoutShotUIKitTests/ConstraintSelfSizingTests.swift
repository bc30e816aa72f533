import LayoutCore
import LayoutShotUIKit
import Testing

/// A note: a wrapping body-text label pinned by constraints to its content view's layout margins, its font the
/// body style's and following the text size, as apps write self-sizing cells; no size provider anywhere.
private final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// The notes: one line, then two (a line break, so the count does not depend on the words' widths).
private final class Notes: NSObject, UICollectionViewDataSource {
    let texts = ["One line", "Two\nlines"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

@MainActor
@Suite struct ConstraintSelfSizingTests {
    /// Full-width rows of estimated height 44 in a 390-wide list, hosted without a size provider at `category`.
    func rowFrames(at category: UIContentSizeCategory) throws -> [Rect2D] {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 390, height: 800), dataSource: Notes())
        host.collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        host.collectionView.traitOverrides.preferredContentSizeCategory = category
        return try host.resolve(at: .zero).attributes.filter { $0.kind == .cell }.map(\.frame)
    }

    /// The body style is 17 points at Large and 53 at AX5, accessibilityExtraExtraExtraLarge (Apple's Dynamic Type
    /// sizes, Human Interface Guidelines, Typography). A line of the embedded font is ascender + descender =
    /// (0.952 + 0.241) × the size = 1.193 × the size, a label's height its lines' total rounded up to the 3×
    /// screen's pixels, and a view's layout margins 8 on each side (Apple: `layoutMargins`), so a row is 8 + label + 8:
    /// Large: one line 1.193 × 17 = 20.281, × 3 = 60.843 → 61 pixels, row 16 + 61/3 = 109/3; two lines 40.562,
    /// × 3 = 121.686 → 122 pixels, row 16 + 122/3 = 170/3 (at y 109/3).
    /// AX5: one line 1.193 × 53 = 63.229, × 3 = 189.687 → 190 pixels, row 16 + 190/3 = 238/3; two lines 126.458,
    /// × 3 = 379.374 → 380 pixels, row 16 + 380/3 = 428/3 (at y 238/3).
    @Test(arguments: [
        (UIContentSizeCategory.large,
         [Rect2D(x: 0, y: 0, width: 390, height: 109.0 / 3), Rect2D(x: 0, y: 109.0 / 3, width: 390, height: 170.0 / 3)]),
        (UIContentSizeCategory.accessibilityExtraExtraExtraLarge,
         [Rect2D(x: 0, y: 0, width: 390, height: 238.0 / 3), Rect2D(x: 0, y: 238.0 / 3, width: 390, height: 428.0 / 3)]),
    ])
    func aCellPinnedToItsMarginsTakesTheHeightItsConstraintsGive(category: UIContentSizeCategory, frames: [Rect2D]) throws {
        #expect(try rowFrames(at: category) == frames)
    }

    /// A font made for Large (`compatibleWith` a Large trait collection) in a label that follows the text size is
    /// measured at the host's size, as it is drawn: one line at AX5 is 1.193 × 53 = 63.229, × 3 = 189.687 → 190
    /// pixels on the 3× screen, row 8 + 190/3 + 8 = 238/3.
    @Test func aLabelThatFollowsTheTextSizeIsMeasuredAtIt() throws {
        final class LargeFontNoteCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let label = UILabel()
                label.numberOfLines = 0
                label.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                label.adjustsFontForContentSizeCategory = true
                label.text = "One line"
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    label.topAnchor.constraint(equalTo: margins.topAnchor),
                    label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class One: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            viewport: CGSize(width: 390, height: 800), dataSource: One())
        host.collectionView.register(LargeFontNoteCell.self, forCellWithReuseIdentifier: "note")
        host.collectionView.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let cell = try #require(try host.resolve(at: .zero).attributes.first { $0.kind == .cell })
        #expect(cell.frame == Rect2D(x: 0, y: 0, width: 390, height: 238.0 / 3))
    }
}

/// A cell that shows a list content configuration in a `UIListContentView` pinned by constraints to its content
/// view's edges, as apps with custom list cells write it (a content view beside their own subviews).
private final class PinnedContentCell: UICollectionViewCell {
    let content = UIListContentView(configuration: .subtitleCell())

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct PinnedContentViewSelfSizingTests {
    static func configuration(lines: Int) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        return configuration
    }

    /// The row is as tall as the content view says its configuration is at the row's width (UIKit measures the
    /// content view again at the width its constraints give it): taller with each line, and never the estimate.
    @Test(arguments: [1, 3, 6])
    func aContentViewPinnedByConstraintsSizesItsRow(lines: Int) throws {
        final class Rows: NSObject, UICollectionViewDataSource {
            let lines: Int
            init(lines: Int) { self.lines = lines }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! PinnedContentCell
                cell.content.configuration = PinnedContentViewSelfSizingTests.configuration(lines: lines)
                return cell
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            viewport: CGSize(width: 390, height: 800), dataSource: Rows(lines: lines))
        host.collectionView.register(PinnedContentCell.self, forCellWithReuseIdentifier: "row")
        let row = try #require(try host.resolve(at: .zero).attributes.first { $0.kind == .cell })
        let alone = UIListContentView(configuration: Self.configuration(lines: lines))
        let wanted = alone.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        #expect(wanted > 44)
        #expect(row.frame == Rect2D(x: 0, y: 0, width: 390, height: wanted))
    }
}
