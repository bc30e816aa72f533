// A carousel written as popular UIKit carousels are: a horizontal flow layout subclass that scales and
// fades items by their distance from the visible centre, with its arithmetic in a fileprivate extension
// of the attributes class. Only the import lines differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

fileprivate extension UICollectionViewLayoutAttributes {
    func fade(towards centerX: CGFloat, over distance: CGFloat, minimumAlpha: CGFloat, minimumScale: CGFloat) {
        let ratio = min(abs(center.x - centerX) / distance, 1)
        alpha = 1 - ratio * (1 - minimumAlpha)
        let scale = 1 - ratio * (1 - minimumScale)
        transform3D = CATransform3DMakeScale(scale, scale, 1)
        zIndex = Int((1 - ratio) * 10)
    }
}

final class FadingCarouselLayout: UICollectionViewFlowLayout {
    var sideItemAlpha: CGFloat = 0.4
    var sideItemScale: CGFloat = 0.8

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 100)
        minimumLineSpacing = 20
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let distance = itemSize.width + minimumLineSpacing
        return superAttributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            attributes.fade(towards: centerX, over: distance, minimumAlpha: sideItemAlpha, minimumScale: sideItemScale)
            return attributes
        }
    }
}
