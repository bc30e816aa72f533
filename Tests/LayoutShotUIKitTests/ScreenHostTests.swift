import LayoutCore
import LayoutShotUIKit
import Testing

/// A screen written as apps write them: the view controller makes its collection view in `viewDidLoad()` from
/// `view.bounds`, and the host loads it on a device.
@MainActor
final class GridScreen: UIViewController {
    var collectionView: UICollectionView!
    let data = TestDataSource([12])
    var screenWhileLoading: CGRect?
    var appeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grid"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { _ in })
        screenWhileLoading = UIScreen.main.bounds
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = data
        view.addSubview(collectionView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
    }

    /// Five square items a row, as the sample's grid.
    static func layout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

/// A screen whose collection view sits under a 100-point banner.
@MainActor
final class BannerScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 100))
        let list = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100), collectionViewLayout: GridScreen.layout())
        view.addSubview(banner)
        view.addSubview(list)
    }
}

@MainActor
@Suite struct ScreenHostTests {
    static let iPhoneSE = DeviceModel.named("iPhone SE (3rd generation)")!
    static let iPhone14Pro = DeviceModel.named("iPhone 14 Pro")!

    @Test func aViewControllerLoadsOnTheDeviceAndItsCollectionViewIsDrawn() throws {
        let screen = GridScreen()
        let host = try LayoutHost(viewController: screen, device: Self.iPhoneSE)
        // The view was made while UIScreen.main was the SE's 375 × 667 screen, and told it appears.
        #expect(screen.screenWhileLoading == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.appeared)
        #expect(screen.navigationItem.title == "Grid")
        #expect(screen.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(host.collectionView === screen.collectionView)
        // It fills the screen, so it lies under the whole safe area: the status bar's 20 points.
        #expect(host.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(host.collectionView.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(host.collectionView.traitCollection.horizontalSizeClass == .compact)
        #expect(host.collectionView.traitCollection.displayScale == 2)
        // Items 375 × 0.2 = 75 wide and high, five a row: item 7 is the third of the second row.
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        #expect(cells.count == 12)
        #expect(cells.first { $0.item == 7 }?.frame == Rect2D(x: 150, y: 75, width: 75, height: 75))
    }

    @Test func aCollectionViewBelowABannerGetsNoTopSafeArea() throws {
        let host = try LayoutHost(viewController: BannerScreen(), device: Self.iPhone14Pro)
        // 852 − 100 = 752 high from y 100: the 59-point top inset ends above it; the 34-point home indicator is under it.
        #expect(host.collectionView.frame == CGRect(x: 0, y: 100, width: 393, height: 752))
        #expect(host.collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(host.collectionView.traitCollection.displayScale == 3)
    }

    @Test func aScreenWithoutACollectionViewIsAFault() {
        #expect(throws: LayoutFault.noCollectionView(viewController: "UIViewController")) {
            try LayoutHost(viewController: UIViewController(), device: Self.iPhoneSE)
        }
    }

    @Test func aNavigationControllerKeepsItsStack() {
        let root = GridScreen(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.navigationController?.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func selectionIsKeptAsUIKitKeepsIt() throws {
        let host = try LayoutHost(viewController: GridScreen(), device: Self.iPhoneSE)
        let view = host.collectionView
        #expect(view.indexPathsForSelectedItems == nil)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        view.deselectItem(at: IndexPath(item: 2, section: 0), animated: true)
        #expect(view.indexPathsForSelectedItems == nil)
    }
}

@MainActor
@Suite struct TabBarControllerTests {
    @Test func tabsKeepTheirControllersAndTheSelection() {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1 && second.tabBarController === tabs)
        tabs.viewControllers = [first]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
    }
}
