import LayoutCore
import LayoutShotUIKit
import Testing

/// API of iOS 16 and 17 and the collection view's margins, through `LayoutHost` in a 400 × 800 collection view.
@MainActor
struct CompositionalNewerAPITests {
    static func rows(_ configure: (NSCollectionLayoutSection) -> Void, width: NSCollectionLayoutDimension = .fractionalWidth(1)) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func cells(_ layout: UICollectionViewLayout, margins: NSDirectionalEdgeInsets? = nil) throws -> [Rect2D] {
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([2]))
        if let margins { host.collectionView.directionalLayoutMargins = margins }
        return try host.resolve(at: .zero).attributes.filter { $0.kind == .cell }.map(\.frame)
    }

    /// `directionalLayoutMargins` set on the collection view are the margins a `.layoutMargins` section is
    /// measured from: leading 30 and trailing 40 leave 400 − 70 = 330 from x = 30.
    @Test func directionalLayoutMarginsAreTheLayoutMargins() throws {
        let layout = Self.rows { $0.contentInsetsReference = .layoutMargins }
        #expect(try Self.cells(layout, margins: NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40))
            == [Rect2D(x: 30, y: 0, width: 330, height: 50), Rect2D(x: 30, y: 50, width: 330, height: 50)])
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// iOS 17's `uniformAcrossSiblings(estimate:)`: nothing is measured, so siblings are all laid out at the
    /// estimate, which is already uniform: two 120-point cells side by side.
    @Test func uniformAcrossSiblingsIsLaidOutAtTheEstimate() throws {
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 120)
        #expect(dimension.isUniformAcrossSiblings && dimension.isEstimated && dimension.dimension == 120)
        #expect(!NSCollectionLayoutDimension.estimated(120).isUniformAcrossSiblings)
        #expect(dimension != NSCollectionLayoutDimension.estimated(120))
        let layout = Self.rows({ _ in }, width: dimension)
        #expect(try Self.cells(layout) == [Rect2D(x: 0, y: 0, width: 120, height: 50), Rect2D(x: 120, y: 0, width: 120, height: 50)])
    }

    /// iOS 17's orthogonal scrolling properties are stored with UIKit's defaults and copied with the section.
    @Test func orthogonalScrollingPropertiesAreStored() {
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        #expect(section.orthogonalScrollingProperties.decelerationRate == .automatic)
        #expect(section.orthogonalScrollingProperties.bounce == .automatic)
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.orthogonalScrollingProperties.bounce = .never
        let copy = section.copy() as! NSCollectionLayoutSection
        #expect(copy.orthogonalScrollingProperties.decelerationRate == .fast && copy.orthogonalScrollingProperties.bounce == .never)
        #expect(copy.orthogonalScrollingProperties !== section.orthogonalScrollingProperties)
    }

    /// iOS 16's `supplementaryContentInsetsReference`: headers of a `.none` section measured from the margins.
    @Test func supplementaryContentInsetsReference() throws {
        let layout = Self.rows { section in
            section.contentInsetsReference = .none
            section.supplementaryContentInsetsReference = .layoutMargins
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)]
        }
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([1]))
        host.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let resolved = try host.resolve(at: .zero).attributes
        #expect(resolved.first { $0.kind == .header || $0.kind == .supplementary }?.frame == Rect2D(x: 20, y: 0, width: 360, height: 30))
        #expect(resolved.first { $0.kind == .cell }?.frame == Rect2D(x: 0, y: 30, width: 400, height: 50))
    }

    /// A list written against iOS 16/17's list API compiles and its rows are laid out as the same list without
    /// it (no supplementary header, so the header padding moves nothing; swipe actions are stored). Inset-grouped
    /// rows are 44 tall between the 16-point margins: 368 wide from x = 16, below the 35-point grouped spacing.
    @Test func listConfigurationAPIIsStored() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.backgroundColor = .systemGroupedBackground
        config.headerTopPadding = 0
        config.showsSeparators = true
        config.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        config.separatorConfiguration.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        config.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            separators.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separators
        }
        config.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        config.leadingSwipeActionsConfigurationProvider = { _ in nil }
        #expect(config.separatorConfiguration.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(config.backgroundColor == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        let swipe = try #require(config.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)))
        #expect(swipe.actions.map(\.title) == ["Delete"] && swipe.actions[0].style == .destructive)
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        #expect(try Self.cells(layout) == [Rect2D(x: 16, y: 35, width: 368, height: 44), Rect2D(x: 16, y: 79, width: 368, height: 44)])
    }

    /// An inset-grouped list's rounded background keeps its corner radius through the host: behind the two
    /// 44-point rows (y = 35 to 123) between the 16-point margins, radius 10 as the engine sets it.
    @Test func insetGroupedCornerRadiusSurvivesTheHost() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([2]))
        let backgrounds = try host.resolve(at: .zero).attributes.filter {
            $0.kind == .decoration && $0.elementKind == "list-section-background"
        }
        #expect(backgrounds.map(\.frame) == [Rect2D(x: 16, y: 35, width: 368, height: 88)])
        #expect(backgrounds.map(\.cornerRadius) == [10])
    }

    /// Separators through the host: a plain list of three 44-point rows in a 400-point view. The handler is asked
    /// once per row with its index path; it hides row 0's bottom separator and shows row 2's (the last) with
    /// zero insets. Row 1's automatic one runs from the cell's 16-point margin (y = 88 − 0.5, width 384); row 2's
    /// from 0 at y = 132 − 0.5. The background colour comes through on each section's background.
    @Test func listSeparatorsAndBackgroundThroughTheHost() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var asked: [IndexPath] = []
        config.itemSeparatorHandler = { indexPath, separators in
            asked.append(indexPath)
            var separators = separators
            if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 {
                separators.bottomSeparatorVisibility = .visible
                separators.bottomSeparatorInsets = .zero
            }
            return separators
        }
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        let host = LayoutHost(layout: layout, viewport: CGSize(width: 400, height: 800), dataSource: TestDataSource([3]))
        let attributes = try host.resolve(at: .zero).attributes
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(attributes.filter { $0.elementKind == "list-separator" }.map(\.frame)
            == [Rect2D(x: 16, y: 88 - 1.0 / 3, width: 384, height: 1.0 / 3), Rect2D(x: 0, y: 132 - 1.0 / 3, width: 400, height: 1.0 / 3)])
        let background = attributes.filter { $0.elementKind == "list-background" }
        #expect(background.map(\.frame) == [Rect2D(x: 0, y: 0, width: 400, height: 132)])
        #expect(background.map(\.color) == [RGBAColor(r: 255, g: 0, b: 0)])
    }

    /// `firstItemInSection` through the host: the first cell keeps its name so that it is drawn as a header, and
    /// `showsSeparators = false` leaves no separator.
    @Test func headerRowAndNoSeparatorsThroughTheHost() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .sidebar)
        config.headerMode = .firstItemInSection
        #expect(config.showsSeparators == false)
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: config), viewport: CGSize(width: 400, height: 800),
            dataSource: TestDataSource([3]))
        let attributes = try host.resolve(at: .zero).attributes
        #expect(attributes.filter { $0.kind == .cell }.map(\.elementKind) == ["list-header-item", nil, nil])
        #expect(!attributes.contains { $0.elementKind == "list-separator" })
    }

    /// `headerTopPadding` through the host: a plain list with supplementary headers and 10 points of padding
    /// puts the 28-point header at y = 10 and the first 44-point row at 38 in a 400-point view.
    @Test func headerTopPaddingThroughTheHost() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.headerTopPadding = 10
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: config), viewport: CGSize(width: 400, height: 800),
            dataSource: TestDataSource([2]))
        let attributes = try host.resolve(at: .zero).attributes
        #expect(attributes.filter { $0.kind == .header }.map(\.frame) == [Rect2D(x: 0, y: 10, width: 400, height: 28)])
        #expect(attributes.filter { $0.kind == .cell }.map(\.frame)
            == [Rect2D(x: 0, y: 38, width: 400, height: 44), Rect2D(x: 0, y: 82, width: 400, height: 44)])
    }
}
