import LayoutCore
import LayoutShotUIKit
import Testing

/// Left-aligns each line by post-processing `super`'s attributes, as tag-cloud layouts do.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var x = sectionInset.left
        var lineY = -CGFloat.greatestFiniteMagnitude
        for element in attributes where element.representedElementCategory == .cell {
            if element.frame.minY != lineY {
                x = sectionInset.left
                lineY = element.frame.minY
            }
            element.frame.origin.x = x
            x += element.frame.width + minimumInteritemSpacing
        }
        return attributes
    }
}

final class WidthsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat]

    init(_ widths: [CGFloat]) {
        self.widths = widths
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 30)
    }
}

@MainActor
struct LeftAlignedFlowLayoutTests {
    static func host(_ layout: UICollectionViewFlowLayout) -> LayoutHost {
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return LayoutHost(
            layout: layout, viewport: CGSize(width: 200, height: 300), dataSource: TestDataSource([5]),
            delegate: WidthsDelegate([60, 50, 70, 80, 30]))
    }

    @Test func superSpreadsFreeSpaceAsUIKitDoes() throws {
        // 180 points per line: [60, 50] (70 more would make 200), [70, 80], [30]. The one gap of line 1
        // takes its 70 free points (x 10 and 140), that of line 2 its 30 (x 10 and 110); the last line,
        // padded with copies of its item, starts at the left edge.
        let resolved = try Self.host(UICollectionViewFlowLayout()).resolveContent()
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 10, y: 10, width: 60, height: 30), Rect2D(x: 140, y: 10, width: 50, height: 30),
            Rect2D(x: 10, y: 50, width: 70, height: 30), Rect2D(x: 110, y: 50, width: 80, height: 30),
            Rect2D(x: 10, y: 90, width: 30, height: 30),
        ])
        #expect(resolved.contentSize == Size2D(width: 200, height: 130))
    }

    @Test func subclassPacksEachLineFromTheLeft() throws {
        let resolved = try Self.host(LeftAlignedFlowLayout()).resolveContent()
        #expect(resolved.attributes.map(\.frame) == [
            Rect2D(x: 10, y: 10, width: 60, height: 30), Rect2D(x: 80, y: 10, width: 50, height: 30),
            Rect2D(x: 10, y: 50, width: 70, height: 30), Rect2D(x: 90, y: 50, width: 80, height: 30),
            Rect2D(x: 10, y: 90, width: 30, height: 30),
        ])
    }

    @Test func superReturnsFreshObjectsEachTime() throws {
        let host = Self.host(LeftAlignedFlowLayout())
        _ = try host.resolveContent()
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(item.frame == CGRect(x: 140, y: 10, width: 50, height: 30))
    }
}
