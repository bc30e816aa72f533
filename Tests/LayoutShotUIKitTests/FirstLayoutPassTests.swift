import LayoutCore
import LayoutShotUIKit
import Testing

/// A screen's first layout pass lays out every view below the root, as a window's does: a pager or card container
/// that sizes its collection view and sets its delegate in `layoutSubviews()` is drawn as on iOS.
@MainActor
@Suite struct FirstLayoutPassTests {
    /// A container as pager libraries write one: the collection view fills the container in `layoutSubviews()`,
    /// which also makes the container the flow layout's delegate.
    final class Pager: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            addSubview(collectionView)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            collectionView.frame = bounds
            collectionView.delegate = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 200)
        }
    }

    final class PagerScreen: UIViewController {
        let pager = Pager(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(pager)
        }
    }

    @Test func aContainerLaysOutItsCollectionViewInTheFirstPass() throws {
        let screen = PagerScreen()
        let host = try LayoutHost(viewController: screen, device: DeviceModel.named("iPhone SE (3rd generation)")!)
        #expect(screen.pager.layouts == 1)
        // The pager's layoutSubviews made the collection view its 375 × 300 and the pager its delegate: pages of
        // 375 × 200 one under the other, 10 apart (the flow layout's line spacing): y = 0, 210, 420.
        #expect(host.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        #expect(cells.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 375, height: 200), Rect2D(x: 0, y: 210, width: 375, height: 200), Rect2D(x: 0, y: 420, width: 375, height: 200),
        ])
    }
}
