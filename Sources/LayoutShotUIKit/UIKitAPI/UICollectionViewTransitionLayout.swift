#if !canImport(UIKit)
/// The layout between two layouts in an interactive transition, as UIKit's class: its elements are the two
/// layouts' attributes interpolated at `transitionProgress` (frame, alpha and transform; the rest from the
/// target layout where progress passes one half).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends at.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition is, 0 to 1; setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    private var values: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Storyboards do not exist here; the transition is between two flow layouts so that subclasses compile.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        nextLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Keeps a value of the app's own, to interpolate its custom attributes with.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        values[key] = value
    }

    /// The value kept for `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat {
        values[key] ?? 0
    }

    open override func prepare() {
        for layout in [currentLayout, nextLayout] where layout.collectionView == nil {
            layout.attachedCollectionView = collectionView
        }
        currentLayout.prepare()
        nextLayout.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        let (a, b) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        return CGSize(width: Self.mix(a.width, b.width, transitionProgress), height: Self.mix(a.height, b.height, transitionProgress))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        let target = Dictionary(to.map { (Self.key(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return from.map { start in
            guard let end = target[Self.key(of: start)] else { return start }
            return mixed(start, end)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let start = currentLayout.layoutAttributesForItem(at: indexPath) else {
            return nextLayout.layoutAttributesForItem(at: indexPath)
        }
        guard let end = nextLayout.layoutAttributesForItem(at: indexPath) else { return start }
        return mixed(start, end)
    }

    private func mixed(_ start: UICollectionViewLayoutAttributes, _ end: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let t = transitionProgress
        let result = (t < 0.5 ? start : end).copy() as? UICollectionViewLayoutAttributes ?? end
        result.frame = CGRect(
            x: Self.mix(start.frame.minX, end.frame.minX, t), y: Self.mix(start.frame.minY, end.frame.minY, t),
            width: Self.mix(start.frame.width, end.frame.width, t), height: Self.mix(start.frame.height, end.frame.height, t))
        result.alpha = Self.mix(start.alpha, end.alpha, t)
        let (a, b) = (start.transform, end.transform)
        result.transform = CGAffineTransform(
            a: Self.mix(a.a, b.a, t), b: Self.mix(a.b, b.b, t), c: Self.mix(a.c, b.c, t), d: Self.mix(a.d, b.d, t),
            tx: Self.mix(a.tx, b.tx, t), ty: Self.mix(a.ty, b.ty, t))
        return result
    }

    private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    private static func key(of attributes: UICollectionViewLayoutAttributes) -> String {
        "\(attributes.representedElementCategory.rawValue)/\(attributes.representedElementKind ?? "")/\(attributes.indexPath)"
    }
}
#endif
