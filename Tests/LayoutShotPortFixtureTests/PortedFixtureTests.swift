import LayoutShotUIKit
import PortFixture
import Testing

/// The rest of what the fixture's ported sources do: overrides moved out of an extension are overrides,
/// selectors and key paths keep their names, UIKit's own optional delegate methods fall back as on iOS.
@MainActor
@Suite struct PortedFixtureTests {
    @Test func overridesMovedOutOfAnExtensionOverride() {
        let layout = WaterfallLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        layout.itemHeight = 30
        layout.columnCount = 3
        let base: UICollectionViewLayout = layout
        #expect(base.collectionViewContentSize == CGSize(width: 320, height: 90))
        base.prepare()
        #expect(layout.preparedPasses == 1)
        #expect(layout.describe() == "3 columns")
        withExtendedLifetime(view) {}
    }

    @Test func selectorsAndKeyPathsKeepTheirNames() {
        #expect(WaterfallLayout().tapSelector == Selector("invalidateForTap(_:)"))
        #expect(SizingFlowLayout().transformKeyPath == "transform")
    }

    @Test func interfaceBuilderAttributesAreGoneAndTheMembersStay() {
        let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cell.tapped(cell)
        #expect(cell.taps == 1)
        #expect(cell.cornerRadius == 4)
    }

    /// A flow delegate that sizes items.
    final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 10, height: 20)
        }
    }

    @Test func uikitOptionalMethodsGiveTheDelegatesValueOrTheFlowLayoutsProperty() {
        let layout = SizingFlowLayout()
        layout.itemSize = CGSize(width: 7, height: 9)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect(layout.size(at: IndexPath(item: 0, section: 0)) == CGSize(width: 7, height: 9))
        let sizer = Sizer()
        view.delegate = sizer
        #expect(layout.size(at: IndexPath(item: 0, section: 0)) == CGSize(width: 10, height: 20))
        withExtendedLifetime(sizer) {}
    }
}
