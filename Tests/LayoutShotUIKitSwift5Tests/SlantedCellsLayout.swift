// Slanted cells written as open-source slanted layouts write them: a flow layout subclass of full-width rows
// that overlap by the slant, whose cells mask themselves to a parallelogram in `apply(_:)` and hit-test
// through the mask's path, and a layout narrowing `collectionView` to a non-optional. Only the import lines
// differ from an app's file.
#if canImport(UIKit)
import UIKit
#else
import LayoutShotUIKit
#endif

final class SlantedLayoutAttributes: UICollectionViewLayoutAttributes {
    var slant: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! SlantedLayoutAttributes
        copy.slant = slant
        return copy
    }
}

class SlantedLayout: UICollectionViewLayout {
    var slant: CGFloat = 20
    var rowHeight: CGFloat = 100
    private var cache: [SlantedLayoutAttributes] = []

    override open var collectionView: UICollectionView {
        return super.collectionView!
    }

    override class var layoutAttributesClass: AnyClass { SlantedLayoutAttributes.self }

    override func prepare() {
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = SlantedLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: 0, y: CGFloat(item) * (rowHeight - slant), width: collectionView.bounds.width, height: rowHeight)
            attributes.slant = slant
            attributes.zIndex = item
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView.bounds.width, height: (cache.last?.frame.maxY ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

class SlantedCell: UICollectionViewCell {
    private(set) var setUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp = true
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? SlantedLayoutAttributes else { return }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: attributes.slant))
        path.addLine(to: CGPoint(x: bounds.width, y: 0))
        path.addLine(to: CGPoint(x: bounds.width, y: bounds.height - attributes.slant))
        path.addLine(to: CGPoint(x: 0, y: bounds.height))
        path.close()
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let mask = layer.mask as? CAShapeLayer, let path = mask.path else {
            return super.point(inside: point, with: event)
        }
        return path.contains(point)
    }
}
