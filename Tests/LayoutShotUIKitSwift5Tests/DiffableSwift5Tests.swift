import LayoutCore
import LayoutShotUIKit
import Testing

/// A view controller's data flow as apps write it in the Swift 5 language mode: a list, a registration, a diffable
/// data source, a snapshot applied in viewDidLoad; loaded on a device, its rows carry their items.
@MainActor
@Suite struct DiffableSwift5Tests {
    final class NumbersViewController: UIViewController {
        enum Section { case main }
        var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
                var content = cell.defaultContentConfiguration()
                content.text = "\(item)"
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections([.main])
            snapshot.appendItems(Array(0..<5))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test func aViewControllersDataFlowLoadsOnADevice() throws {
        let screen = NumbersViewController()
        let host = try LayoutHost(viewController: screen, device: DeviceModel.named("iPhone 14 Pro")!)
        host.sizeProvider = .estimates
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        #expect(cells.count == 5)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == 4)
    }
}
