// Written the way Pinterest-style layouts are usually written for UIKit in Swift 5: a delegate protocol for
// the photo heights, a cache filled in prepare(), and helpers outside the class that read the collection
// view. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
}

/// The width items can use: a nonisolated helper reading the collection view's bounds and insets.
func usableWidth(of collectionView: UICollectionView) -> CGFloat {
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
}

/// Column arithmetic shared by layouts: a nonisolated protocol extension that reads the layout's collection view.
protocol ColumnLayout {
    var numberOfColumns: Int { get }
    var collectionView: UICollectionView? { get }
}

extension ColumnLayout {
    var columnWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return usableWidth(of: collectionView) / CGFloat(numberOfColumns)
    }
}

final class PinterestLayout: UICollectionViewLayout, ColumnLayout {
    weak var delegate: PinterestLayoutDelegate?

    var numberOfColumns = 2 {
        didSet { invalidateLayout() }
    }
    var cellPadding: CGFloat = 5

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        return CGSize(width: usableWidth(of: collectionView), height: contentHeight)
    }

    override func prepare() {
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let width = columnWidth
        let xOffsets = (0..<numberOfColumns).map { CGFloat($0) * width }
        var yOffsets = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffsets.indices.min { yOffsets[$0] < yOffsets[$1] } ?? 0
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffsets[column], y: yOffsets[column], width: width, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffsets[column] += height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
