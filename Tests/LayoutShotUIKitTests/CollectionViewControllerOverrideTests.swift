import LayoutCore
import LayoutShotUIKit
import Testing

/// A `UICollectionViewController` subclass written for UIKit overrides the data source's and delegate's optional
/// methods (`override func numberOfSections(in:)`, as Xcode's template writes it): they are members of the class.
@MainActor
@Suite struct CollectionViewControllerOverrideTests {
    final class TwoSections: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 0
        }
    }

    final class Plain: UICollectionViewController {}

    @Test func overriddenSectionCountLaysOutBothSections() throws {
        let screen = TwoSections()
        let host = try LayoutHost(viewController: screen, device: DeviceModel.named("iPhone SE (3rd generation)")!)
        let cells = try host.resolveContent().attributes.filter { $0.kind == .cell }
        // Two sections of three: 3 × 100 + 2 × 10 = 320 ≤ 375 fit a row, 4 × 100 + 3 × 10 = 430 do not. The row is
        // spread over the width: (375 − 300) / 2 = 37.5 between items, so x = 0, 137.5, 275. Section 1 starts
        // below section 0's one row of 50 (no insets, no line spacing between sections).
        #expect(cells.count == 6)
        #expect(cells.first { $0.section == 1 && $0.item == 2 }?.frame == Rect2D(x: 275, y: 50, width: 100, height: 50))
    }

    @Test func overriddenDelegateMethodAnswersThroughTheProtocol() throws {
        let screen = TwoSections()
        let host = try LayoutHost(viewController: screen, device: DeviceModel.named("iPhone SE (3rd generation)")!)
        let delegate = try #require(host.collectionView.delegate)
        #expect((try? delegate.collectionView(host.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0))) == false)
        #expect((try? delegate.collectionView(host.collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0))) == true)
        // A controller that overrides nothing implements nothing, as on iOS: the caller takes UIKit's fallback.
        let plain = Plain(collectionViewLayout: UICollectionViewFlowLayout())
        #expect((try? plain.numberOfSections(in: host.collectionView)) == nil)
        #expect((try? plain.collectionView(host.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0))) == nil)
    }
}
