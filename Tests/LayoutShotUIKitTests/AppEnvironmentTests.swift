import LayoutCore
import LayoutShotUIKit
import Testing

/// Rows 40 points tall at the default text size, 1.5× for accessibility sizes; inset 10 on the leading edge of
/// the app's direction, as layouts that read `UIApplication.shared` write it.
final class DynamicTypeListLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let app = UIApplication.shared
        let height: CGFloat = app.preferredContentSizeCategory.isAccessibilityCategory ? 60 : 40
        let leading: CGFloat = app.userInterfaceLayoutDirection == .rightToLeft ? 0 : 10
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
            CGRect(x: leading, y: CGFloat($0) * height, width: collectionView.bounds.width - 10, height: height)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().filter { $0.element.intersects(rect) }.map {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0.offset, section: 0))
            attributes.frame = $0.element
            return attributes
        }
    }

    /// Snaps to the top of the first visible row, as paging layouts read the visible cells.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView,
              let first = collectionView.indexPathsForVisibleItems.min(),
              let cell = collectionView.cellForItem(at: first) else { return proposedContentOffset }
        return CGPoint(x: 0, y: cell.frame.minY)
    }
}

@MainActor
struct AppEnvironmentTests {
    static func host(_ configure: (UICollectionView) -> Void = { _ in }) -> LayoutHost {
        let host = LayoutHost(
            layout: DynamicTypeListLayout(), viewport: CGSize(width: 100, height: 100), dataSource: TestDataSource([5]))
        configure(host.collectionView)
        return host
    }

    @Test func traitOverridesSetWhatTheTraitCollectionAndTheAppReport() throws {
        let host = Self.host {
            $0.traitOverrides.horizontalSizeClass = .regular
            $0.traitOverrides.layoutDirection = .rightToLeft
            $0.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        }
        let traits = host.collectionView.traitCollection
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        #expect(traits.layoutDirection == .rightToLeft && traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits.displayScale == 3 && traits.userInterfaceIdiom == .phone)
        #expect(host.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Rows of 60 (accessibility size) starting at x 0 (right to left): the app reported both to the layout.
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 0, y: 0, width: 90, height: 60), Rect2D(x: 0, y: 60, width: 90, height: 60),
        ])
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theDefaultsAreAPhonesLeftToRightAtTheLargeTextSize() throws {
        let host = Self.host()
        let resolved = try host.resolve(at: .zero)
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 10, y: 0, width: 90, height: 40), Rect2D(x: 10, y: 40, width: 90, height: 40),
            Rect2D(x: 10, y: 80, width: 90, height: 40),
        ])
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test func aForcedSemanticContentAttributeWinsOverTheTraits() {
        let view = UIView(frame: .zero)
        view.traitOverrides.layoutDirection = .rightToLeft
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .unspecified
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    /// At offset 50 rows 1 (40–80), 2 and 3 meet the viewport 50–150: row 1 is the first visible, at y 40.
    @Test func visibleCellsAreTheLastQuerysCells() throws {
        let host = Self.host()
        _ = try host.resolve(at: CGPoint(x: 0, y: 50))
        let collectionView = host.collectionView
        #expect(collectionView.indexPathsForVisibleItems == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleCells.map(\.frame) == [40, 80, 120].map { CGRect(x: 10, y: $0, width: 90, height: 40) })
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell != nil && cell === collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell?.reuseIdentifier == "cell")
        #expect(try host.targetContentOffset(proposed: CGPoint(x: 0, y: 55)) == CGPoint(x: 0, y: 40))
    }

    @Test func coreGraphicsHelpersLinuxFoundationLacks() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSizeMake(1, 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRectMake(0, 0, 1, 1)))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3, dy: 4) && CGVector.zero == CGVector())
        #expect(UIContentSizeCategory.extraLarge > .large && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
