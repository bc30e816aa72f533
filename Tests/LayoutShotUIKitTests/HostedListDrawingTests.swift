import LayoutCore
import LayoutRender
import LayoutShotUIKit
import Testing

/// An inset-grouped settings table: a titled section of two rows, each with a switch as its accessory view, the
/// first on, the second off.
final class SwitchSettingsScreen: UITableViewController {
    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Options" }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "On" : "Off"
        let toggle = UISwitch()
        toggle.isOn = indexPath.row == 0
        cell.accessoryView = toggle
        return cell
    }
}

/// What a hosted list screen paints, checked on pixels of small renders. The iPhone SE is 375 wide; an
/// inset-grouped table insets its rows by the 16-point margins (x 16, width 343), its titled header is 38 tall
/// and its rows 44: row 0 spans y 38–82, row 1 82–126, on one card of corner radius 10.
@MainActor
@Suite struct HostedListDrawingTests {
    static let iPhoneSE = DeviceModel.named("iPhone SE (3rd generation)")!

    static func drawn(_ screen: UIViewController) throws -> ResolvedLayout {
        try LayoutHost(viewController: screen, device: iPhoneSE).resolveContent()
    }

    static func bitmap(_ layout: ResolvedLayout, scale: Double = 1) -> Bitmap {
        SceneRasterizer.render(SceneBuilder.scene(of: [SceneFrame(layout)], style: SceneStyle()), scale: scale)
    }

    static func rgb(_ pixel: Bitmap.Pixel) -> [Int] { [Int(pixel.r), Int(pixel.g), Int(pixel.b)] }

    static func near(_ pixel: Bitmap.Pixel, _ expected: [Int], within tolerance: Int = 2) -> Bool {
        zip(rgb(pixel), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func anInsetGroupedListPaintsTheGroupedBackgroundBehindWhiteRows() throws {
        let layout = try Self.drawn(SwitchSettingsScreen())
        // systemGroupedBackground is 242, 242, 247 (Human Interface Guidelines, Color).
        #expect(layout.background == RGBAColor(r: 242, g: 242, b: 247))
        let bitmap = Self.bitmap(layout)
        // Left of the card (x 0–16) the list's background shows; the row's centre (187, 60) is the row's white.
        #expect(Self.rgb(bitmap[5, 60]) == [242, 242, 247])
        #expect(Self.rgb(bitmap[187, 60]) == [255, 255, 255])
    }

    @Test func theCardsCornersAreRounded() throws {
        let bitmap = Self.bitmap(try Self.drawn(SwitchSettingsScreen()))
        // The pixel at the card's top-left corner, centre (16.5, 38.5), lies 13.4 from the corner arc's centre
        // (26, 48), outside its radius of 10: the background, not the row. 10 points in, the row is white.
        #expect(Self.near(bitmap[16, 38], [242, 242, 247]))
        #expect(Self.rgb(bitmap[26, 48]) == [255, 255, 255])
        // The last row's bottom-left corner likewise: pixel (16, 125), centre (16.5, 125.5), arc centre (26, 116).
        #expect(Self.near(bitmap[16, 125], [242, 242, 247]))
    }

    @Test func rowsWithAClearBackgroundShowNoCard() throws {
        // An inset-grouped list on the grouped background whose rows set UIBackgroundConfiguration.clear(), as
        // Apple's sample outline does: UIKit draws no card behind them, so the grouped background shows in the row.
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.showsSeparators = false
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout.list(using: list), viewport: CGSize(width: 375, height: 300),
            dataSource: ListCellDataSource([2]) { cell, _ in cell.backgroundConfiguration = .clear() }, sizeProvider: .estimates)
        host.collectionView.backgroundColor = .systemGroupedBackground
        let layout = try host.resolveContent()
        // The section's rows lie at x 16–359 from y 35 (the grouped spacing above a section without a header).
        #expect(layout.attributes.first { $0.kind == .cell }?.frame == Rect2D(x: 16, y: 35, width: 343, height: 44))
        let bitmap = Self.bitmap(layout)
        #expect(Self.rgb(bitmap[40, 57]) == [242, 242, 247])
    }

    @Test func aSidebarsRowsStartClearAnInsetGroupedListsWhite() throws {
        // Rows whose app sets no background take their list's (`defaultBackgroundConfiguration()`): a sidebar's
        // `listSidebarCell()` is clear, so the grouped grey shows at a row's left part (x 40, y 57: inside row 0,
        // 16–359 by 35–79, away from its label); an inset-grouped list's `listGroupedCell()` is white there.
        func pixel(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> [Int] {
            var list = UICollectionLayoutListConfiguration(appearance: appearance)
            list.showsSeparators = false
            let host = LayoutHost(
                layout: UICollectionViewCompositionalLayout.list(using: list), viewport: CGSize(width: 375, height: 300),
                dataSource: ListCellDataSource([2]) { _, _ in }, sizeProvider: .estimates)
            host.collectionView.backgroundColor = .systemGroupedBackground
            return Self.rgb(Self.bitmap(try host.resolveContent())[40, 57])
        }
        #expect(try pixel(.sidebar) == [242, 242, 247])
        #expect(try pixel(.insetGrouped) == [255, 255, 255])
    }

    @Test func aSwitchIsACapsuleWithItsThumbAtTheEndItsStateSays() throws {
        let layout = try Self.drawn(SwitchSettingsScreen())
        let rows = layout.attributes.filter { $0.kind == .cell }
        // The 51 × 31 switch sits at the row's trailing margin, centred: x 343 − 16 − 51 = 276, y (44 − 31) / 2 = 6.5.
        // The thumb is 31 − 2 × 2 = 27 across, 2 in from the trailing end when on (276 + 51 − 2 − 27 = 298), else
        // from the leading end (278).
        func thumb(_ row: LayoutAttributes) -> Rect2D? {
            for case let .ellipse(rect, _, _, _) in row.content?.marks ?? [] { return rect }
            return nil
        }
        #expect(thumb(rows[0]) == Rect2D(x: 298, y: 8.5, width: 27, height: 27))
        #expect(thumb(rows[1]) == Rect2D(x: 278, y: 8.5, width: 27, height: 27))
        let bitmap = Self.bitmap(layout)
        // Row 0 (y 38–82): the track left of the thumb, (16 + 284, 60), is systemGreen (52, 199, 89); the thumb's
        // centre, (16 + 311.5, 60), white.
        #expect(Self.rgb(bitmap[300, 60]) == [52, 199, 89])
        #expect(Self.rgb(bitmap[327, 60]) == [255, 255, 255])
        // Row 1 (y 82–126): the thumb's centre, (16 + 291.5, 104), white; the track right of it, (16 + 319, 104),
        // systemFill over white: 255 − 0.2 × (255 − 120) = 228, and 255 − 0.2 × 127 ≈ 230 for blue.
        #expect(Self.rgb(bitmap[307, 104]) == [255, 255, 255])
        #expect(Self.near(bitmap[335, 104], [228, 228, 230]))
    }

    @Test func rightToLeftTheSwitchIsMirrored() throws {
        let host = try LayoutHost(viewController: SwitchSettingsScreen(), device: Self.iPhoneSE, direction: .rightToLeft)
        let rows = try host.resolveContent().attributes.filter { $0.kind == .cell }
        // Mirrored, the switch sits at the row's left margin, x 16 to 67; on, its thumb is at that (trailing) end,
        // 16 + 2 = 18; off, at the right (leading) end, 67 − 2 − 27 = 38.
        func thumb(_ row: LayoutAttributes) -> Rect2D? {
            for case let .ellipse(rect, _, _, _) in row.content?.marks ?? [] { return rect }
            return nil
        }
        #expect(thumb(rows[0])?.x == 18)
        #expect(thumb(rows[1])?.x == 38)
    }

    @Test func separatorsAreDrawnInUIKitsSeparatorColour() throws {
        let layout = try Self.drawn(SwitchSettingsScreen())
        let separator = try #require(layout.attributes.first { $0.elementKind == CompositionalListConfiguration.separatorElementKind })
        // (60, 60, 67) at 29 %: alpha 0.29 × 255 ≈ 74.
        #expect(separator.content?.background == RGBAColor(r: 60, g: 60, b: 67, a: 74))
        // Between the rows, y 81.5–82, at scale 2 pixel row 163: over white, 255 − 0.29 × 195 ≈ 198 (not 60).
        let bitmap = Self.bitmap(layout, scale: 2)
        #expect(Self.near(bitmap[400, 163], [198, 198, 200], within: 3))
    }

    @Test func aCollectionViewWithoutABackgroundLeavesThePicturesTheme() throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        #expect(try LayoutHost(collectionView: view).resolveContent().background == nil)
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(try LayoutHost(collectionView: view).resolveContent().background == RGBAColor(r: 255, g: 128, b: 0))
    }

    @Test func aSidebarWithoutABackgroundIsOnTheGroupedBackground() throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        #expect(try LayoutHost(collectionView: view).resolveContent().background == RGBAColor(r: 242, g: 242, b: 247))
        // A section provider's list sections decide it too: a plain section first leaves the theme.
        let dataSource = TestDataSource([1])
        view.dataSource = dataSource
        for (appearance, background) in [(UICollectionLayoutListConfiguration.Appearance.sidebar, RGBAColor(r: 242, g: 242, b: 247)), (.plain, nil)] {
            view.collectionViewLayout = UICollectionViewCompositionalLayout { _, environment in
                NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: appearance), layoutEnvironment: environment)
            }
            #expect(try LayoutHost(collectionView: view).resolveContent().background == background, "\(appearance)")
        }
    }
}

/// Separators under rows with images, in a plain list 390 wide.
@MainActor
@Suite struct HostedListSeparatorTests {
    @Test func aRowsSeparatorStartsAtItsTextNotItsImage() throws {
        let host = ListCellContentTests.host(counts: [3]) { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            if indexPath.item < 2 { content.image = UIImage(systemName: "star") }
            cell.contentConfiguration = content
        }
        let drawn = try host.resolveContent().attributes
        let separators = drawn.filter { $0.elementKind == CompositionalListConfiguration.separatorElementKind }
        let rows = drawn.filter { $0.kind == .cell }
        // The text starts past the 16-point margin, the image (a square as tall as Body's 21-point line) and the
        // 16-point image-to-text padding: 16 + 21 + 16 = 53. The separator below rows 0 and 1 starts there and
        // still ends at the row's trailing edge, 390.
        let textX = try #require(ListCellContentTests.texts(rows[0]).first?.1.x)
        #expect(textX == 53)
        #expect(separators.map(\.frame.x) == [53, 53])
        #expect(separators.map(\.frame.maxX) == [390, 390])
    }

    @Test func aRowWithoutAnImageKeepsTheMarginInset() throws {
        let host = ListCellContentTests.host(counts: [2]) { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
        }
        let separators = try host.resolveContent().attributes.filter { $0.elementKind == CompositionalListConfiguration.separatorElementKind }
        // One device pixel at the host's 3× scale, 1/3 pt, over the row's bottom edge: 44 − 1/3.
        #expect(separators.map(\.frame) == [Rect2D(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3)])
    }
}

/// A plain list whose first item of each section is its header row (`headerMode = .firstItemInSection`), the header
/// row's background set to orange by its registration, as app code sets it.
final class HeaderRowScreen: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .firstItemInSection
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        view.addSubview(collectionView)
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemOrange
            cell.backgroundConfiguration = background
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Header", "Row"])
        dataSource?.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct HostedHeaderRowDrawingTests {
    /// The header row is drawn with the background its cell was given, not the picture theme's header fill: its
    /// centre (187, y of the row's middle) is systemOrange, 255, 149, 0 (Human Interface Guidelines, Color).
    @Test func aHeaderRowShowsItsOwnBackground() throws {
        let layout = try HostedListDrawingTests.drawn(HeaderRowScreen())
        let headerRow = try #require(layout.attributes.first { $0.kind == .cell && $0.item == 0 })
        let bitmap = HostedListDrawingTests.bitmap(layout)
        #expect(HostedListDrawingTests.near(bitmap[187, Int(headerRow.frame.midY)], [255, 149, 0]))
    }
}
