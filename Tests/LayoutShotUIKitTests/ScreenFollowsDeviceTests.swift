import LayoutCore
import LayoutShotUIKit
import Testing

/// `UIScreen.main` is the host's device screen while the host runs the layout's code, and the one phone screen
/// everywhere else.
@MainActor
@Suite struct ScreenFollowsDeviceTests {
    /// One item half the screen's width and ten times its scale high, read from `UIScreen.main` in `prepare()`, as
    /// layouts written before size classes do.
    final class ScreenReadingLayout: UICollectionViewLayout {
        var item = CGRect.zero
        var screen = CGRect.zero

        override func prepare() {
            super.prepare()
            screen = UIScreen.main.bounds
            item = CGRect(x: 0, y: 0, width: screen.width / 2, height: UIScreen.main.scale * 10)
        }

        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: item.maxY) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = item
            return [attributes]
        }
    }

    static func frames(_ host: LayoutHost) throws -> [Rect2D] { try host.resolveContent().attributes.map(\.frame) }

    @Test func aHostForADeviceShowsTheLayoutThatDevicesScreen() throws {
        let layout = ScreenReadingLayout()
        let host = LayoutHost(
            layout: layout, device: DeviceModel.named("iPad Air (5th generation)")!, orientation: .landscape, dataSource: TestDataSource([1]))
        // The iPad held on its side: 1180 × 820 points at 2×, so 590 wide and 20 high.
        #expect(try Self.frames(host) == [Rect2D(x: 0, y: 0, width: 590, height: 20)])
        #expect(layout.screen == CGRect(x: 0, y: 0, width: 1180, height: 820))
        // Outside the host's calls, and in a host made without a device, the screen is the one phone: 390 × 844 at 3×.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 3)
        let plain = LayoutHost(layout: ScreenReadingLayout(), viewport: CGSize(width: 600, height: 400), dataSource: TestDataSource([1]))
        #expect(try Self.frames(plain) == [Rect2D(x: 0, y: 0, width: 195, height: 30)])
    }

    @Test func aCollectionViewThatAdoptsADeviceLaterTakesItsScreenToo() throws {
        let host = LayoutHost(layout: ScreenReadingLayout(), viewport: CGSize(width: 600, height: 400), dataSource: TestDataSource([1]))
        host.collectionView.adopt(DeviceModel.named("iPhone SE (3rd generation)")!, .portrait)
        // 375 × 667 at 2×.
        #expect(try Self.frames(host) == [Rect2D(x: 0, y: 0, width: 187.5, height: 20)])
    }

    @Test func aMultitaskingWindowIsTheCollectionViewAndCompactWhileTheScreenIsTheWholeIPad() throws {
        let window = DeviceModel.named("iPad Pro (12.9-inch) (6th generation) Split View 1/3")!
        let layout = ScreenReadingLayout()
        let host = LayoutHost(layout: layout, device: window, orientation: .landscape, dataSource: TestDataSource([1]))
        #expect(host.collectionView.bounds.size == CGSize(width: 375, height: 1024))
        #expect(host.collectionView.traitCollection.horizontalSizeClass == .compact)
        #expect(host.collectionView.traitCollection.verticalSizeClass == .regular)
        // UIScreen.main is the whole iPad on its side, 1366 × 1024 at 2×, as UIKit gives a window in Split View.
        #expect(try Self.frames(host) == [Rect2D(x: 0, y: 0, width: 683, height: 20)])
    }
}
