import LayoutCore
import LayoutShotUIKit
import Testing

/// Attributes carrying the anchor point the wheel's cells turn about, as wheel layouts pass it.
final class WheelAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! WheelAttributes
        copy.anchorPoint = anchorPoint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? WheelAttributes, super.isEqual(object) else { return false }
        return MainActor.assumeIsolated { other.anchorPoint == anchorPoint }
    }
}

/// Four 100 × 200 cards on a wheel of radius 300 about the viewport's centre (200, 300), a quarter turn apart:
/// every card is placed at the centre, turned by its angle, with an anchor point far below it (at the wheel's
/// centre), as the wheel layouts written for UIKit do. A header and a decoration ring ride along. The layout
/// narrows `collectionView` to a non-optional, as UIKit lets it.
final class WheelLayout: UICollectionViewLayout {
    static let itemSize = CGSize(width: 100, height: 200)
    static let radius: CGFloat = 300
    var attributes: [UICollectionViewLayoutAttributes] = []

    override init() {
        super.init()
        register(RingView.self, forDecorationViewOfKind: RingView.kind)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var collectionView: UICollectionView { super.collectionView! }

    override class var layoutAttributesClass: AnyClass { WheelAttributes.self }

    override var collectionViewContentSize: CGSize { collectionView.bounds.size }

    override func prepare() {
        let anchorY = (Self.itemSize.height / 2 + Self.radius) / Self.itemSize.height
        let centre = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let card = WheelAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.size = Self.itemSize
            card.center = centre
            card.anchorPoint = CGPoint(x: 0.5, y: anchorY)
            card.transform = CGAffineTransform(rotationAngle: CGFloat(item) * .pi / 2)
            return card
        }
        let header = WheelAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 400, height: 40)
        let ring = WheelAttributes(forDecorationViewOfKind: RingView.kind, with: IndexPath(item: 0, section: 0))
        ring.frame = CGRect(x: 100, y: 200, width: 200, height: 200)
        ring.zIndex = -1
        attributes += [header, ring]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }
}

/// A cell written as UIKit cells are: its own `init(frame:)` override, and `apply(_:)` setting the anchor
/// point from the custom attributes and moving the centre down so the card stays where the layout put it.
final class WheelCell: UICollectionViewCell {
    private(set) var madeThroughInitFrame = false
    private(set) var appliedClass: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThroughInitFrame = true
        contentView.backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedClass = String(describing: type(of: layoutAttributes))
        guard let wheel = layoutAttributes as? WheelAttributes else { return }
        layer.anchorPoint = wheel.anchorPoint
        center.y += (wheel.anchorPoint.y - 0.5) * bounds.height
    }
}

/// A header registered through the data source's dequeue, fading itself in `apply(_:)`.
final class WheelHeader: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        alpha = 0.5
    }
}

/// The decoration class the layout registers: a ring masked to a circle by a shape layer.
final class RingView: UICollectionReusableView {
    static let kind = "ring"

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: bounds).cgPath
        layer.mask = mask
    }
}

final class WheelDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
struct WheelLayoutTests {
    let dataSource = WheelDataSource()
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 440, height: 700))
    let collectionView: UICollectionView
    let host: LayoutHost

    init() {
        collectionView = UICollectionView(frame: CGRect(x: 20, y: 40, width: 400, height: 600), collectionViewLayout: WheelLayout())
        collectionView.register(WheelCell.self, forCellWithReuseIdentifier: "card")
        collectionView.register(
            WheelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        host = LayoutHost(collectionView: collectionView, options: LayoutHost.Options(checksContentBounds: false))
    }

    /// Each card's untransformed box is the layout's (150, 200, 100, 200); it turns about the anchor point at
    /// (200, 600) = 300 + (2 − 0.5) × 200 below: card 1 (90°) has its centre (200, 300) carried to (500, 600), so
    /// its turned box is 200 wide and 100 high about that: (400, 550, 200, 100); card 2 (180°) centre (200, 900):
    /// (150, 800, 100, 200); card 3 (270°) centre (−100, 600): (−200, 550, 200, 100). Turned about their own
    /// centres, as before cells applied their attributes, all four would pile up around (200, 300).
    @Test func cellsThatSetTheirAnchorPointDrawAsAWheel() throws {
        let resolved = try host.resolve(at: .zero)
        let cards = resolved.attributes.filter { $0.kind == .cell }
        let expected = [
            Rect2D(x: 150, y: 200, width: 100, height: 200), Rect2D(x: 400, y: 550, width: 200, height: 100),
            Rect2D(x: 150, y: 800, width: 100, height: 200), Rect2D(x: -200, y: 550, width: 200, height: 100),
        ]
        #expect(cards.count == 4)
        for (card, box) in zip(cards, expected) {
            #expect(card.frame == Rect2D(x: 150, y: 200, width: 100, height: 200))
            #expect(close(card.drawnFrame, box), "card \(card.item): \(card.drawnFrame) is not \(box)")
        }
    }

    /// The registered classes are made through their own `init(frame:)` and given the layout's own subclass;
    /// a card that stays visible keeps its view when the offset moves, as UIKit keeps it, and after a reload a new
    /// query's views replace the last one's as the collection view's subviews (4 cards, header, ring).
    @Test func registeredClassesAreMadeAndApplied() throws {
        _ = try host.resolve(at: .zero)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? WheelCell)
        #expect(cell.madeThroughInitFrame)
        #expect(cell.appliedClass == "WheelAttributes")
        #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: 2))
        #expect(cell.center == CGPoint(x: 200, y: 600))
        #expect(cell.bounds == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(cell.superview === collectionView)
        _ = try host.resolve(at: CGPoint(x: 0, y: 10))
        #expect(collectionView.subviews.count == 6)
        #expect(cell.superview === collectionView)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        collectionView.reloadData()
        _ = try host.resolve(at: CGPoint(x: 0, y: 10))
        #expect(collectionView.subviews.count == 6)
        #expect(cell.superview == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header is WheelHeader)
    }

    /// The header halves its alpha in `apply(_:)`, and the decoration class the layout registered masks itself
    /// to the circle inscribed in its 200-point box: the clip's polygon lies on that circle, in the element's
    /// own coordinates.
    @Test func supplementaryAndDecorationViewsDrawWhatTheyApply() throws {
        let resolved = try host.resolve(at: .zero)
        let header = try #require(resolved.attributes.first { $0.kind == .header })
        #expect(header.alpha == 0.5)
        let ring = try #require(resolved.attributes.first { $0.kind == .decoration })
        #expect(ring.elementKind == "ring")
        #expect(ring.frame == Rect2D(x: 100, y: 200, width: 200, height: 200))
        let clip = try #require(ring.clip)
        #expect(clip.polygons.count == 1)
        for point in clip.polygons[0] {
            let distance = ((point.x - 100) * (point.x - 100) + (point.y - 100) * (point.y - 100)).squareRoot()
            #expect(abs(distance - 100) < 0.05)
        }
    }

    /// A point and a rect of a cell converted to the collection view, its window and back, scrolled by 250 (the
    /// wheel stays centred in the bounds, so card 0 is at (150, 450)): card 0's (10, 20) is (160, 470) in content
    /// coordinates, (160, 220) on the collection view's frame, and (180, 260) in the window (the collection view is at
    /// (20, 40)). Card 1 turns 90° about (200, 850): its (0, 0) is (−50, −400) from the anchor, turned to (400, −50),
    /// so (600, 800) in content coordinates; its drawn box is centred on (500, 850).
    @Test func convertFollowsTheHierarchy() throws {
        _ = try host.resolve(at: CGPoint(x: 0, y: 250))
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card.convert(CGPoint(x: 10, y: 20), to: collectionView) == CGPoint(x: 160, y: 470))
        #expect(card.convert(CGPoint(x: 10, y: 20), to: window) == CGPoint(x: 180, y: 260))
        #expect(card.convert(CGPoint(x: 10, y: 20), to: nil) == CGPoint(x: 180, y: 260))
        #expect(card.convert(card.bounds, to: collectionView) == CGRect(x: 150, y: 450, width: 100, height: 200))
        #expect(collectionView.convert(CGRect(x: 150, y: 450, width: 100, height: 200), to: card) == card.bounds)
        #expect(window.convert(CGPoint(x: 180, y: 260), to: card) == CGPoint(x: 10, y: 20))
        #expect(card.convert(CGPoint(x: 180, y: 260), from: window) == CGPoint(x: 10, y: 20))
        let turned = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let corner = turned.convert(CGPoint.zero, to: collectionView)
        #expect(abs(corner.x - 600) < 1e-9 && abs(corner.y - 800) < 1e-9)
        #expect(collectionView.hitTest(CGPoint(x: 200, y: 600), with: nil) === card.contentView)
        #expect(collectionView.hitTest(CGPoint(x: 10, y: 300), with: nil) === collectionView)
    }

    private func close(_ a: Rect2D, _ b: Rect2D) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
}
