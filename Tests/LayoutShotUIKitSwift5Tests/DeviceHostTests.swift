// A host built for a device and a text size from Swift 5 language mode, as an app's test target may be: the
// device's screen and safe area reach the collection view, and rows sized by Dynamic Type's body style grow.
import LayoutCore
import LayoutShotUIKit
import Testing

final class Mailboxes: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@MainActor
struct DeviceHostTests {
    func rows(at textSize: TextSizeCategory) throws -> [Rect2D] {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let host = LayoutHost(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            device: DeviceModel.named("iPhone 14 Pro")!, orientation: .landscape, textSize: textSize, dataSource: Mailboxes(),
            sizeProvider: .text(style: .body, at: textSize, insets: UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)) { _ in "Inbox" })
        #expect(host.collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        return try host.resolveContent().attributes.map(\.frame)
    }

    /// One line of body text is ⌈1.1640625 × size⌉ high: 20 at Large (17 pt), 62 at AX5 (53 pt); rows add 24. The
    /// section keeps inside the safe area (its insets reference is automatic): 59 from each side of 852, 734 wide.
    @Test func rowsGrowWithTheTextSizeOnTheDevicesScreen() throws {
        #expect(try rows(at: .large) == [Rect2D(x: 59, y: 0, width: 734, height: 44), Rect2D(x: 59, y: 44, width: 734, height: 44)])
        #expect(try rows(at: .accessibilityExtraExtraExtraLarge) == [
            Rect2D(x: 59, y: 0, width: 734, height: 86), Rect2D(x: 59, y: 86, width: 734, height: 86),
        ])
    }
}

/// A layout sized by `UIScreen.main`, as older app code is: under a device's host it reads that device's screen.
final class ScreenWideLayout: UICollectionViewLayout {
    private var width: CGFloat = 0

    override func prepare() {
        super.prepare()
        width = UIScreen.main.bounds.width
    }

    override var collectionViewContentSize: CGSize { CGSize(width: width, height: 10) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: width, height: 10)
        return [attributes]
    }
}

@MainActor
struct ScreenFollowsDeviceSwift5Tests {
    @Test func theScreenIsTheHostsDevice() throws {
        let host = LayoutHost(layout: ScreenWideLayout(), device: DeviceModel.named("iPhone SE (3rd generation)")!, dataSource: Mailboxes())
        #expect(try host.resolveContent().attributes.map(\.frame) == [Rect2D(x: 0, y: 0, width: 375, height: 10)])
        #expect(UIScreen.main.bounds.width == 390)
    }
}
