import LayoutShotUIKit

/// A layout object that breaks the rules on purpose: out-of-range index paths, non-finite frames,
/// duplicates, odd content sizes, and invalidating itself from `prepare()`.
final class RandomCustomLayout: UICollectionViewLayout {
    let seed: UInt64
    var prepares = 0
    var cache: [UICollectionViewLayoutAttributes] = []

    init(seed: UInt64) {
        self.seed = seed
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        prepares += 1
        var random = mixed(seed, prepares, -7)
        guard let collectionView else { return }
        cache = []
        let sections = collectionView.numberOfSections
        for section in 0..<max(0, sections) {
            for item in 0..<max(0, min(200, collectionView.numberOfItems(inSection: section))) {
                var path = IndexPath(item: item, section: section)
                if random.chance(0.01) { path = IndexPath(item: item + 1000, section: section) }
                if random.chance(0.005) { path = IndexPath(item: item, section: sections + 1) }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = CGRect(origin: CGPoint(x: random.length(0...300), y: Double(item) * 60),
                                          size: random.chance(0.98) ? CGSize(width: 50, height: 50) : random.size())
                attributes.zIndex = Int.random(in: -2...2, using: &random)
                attributes.alpha = random.chance(0.95) ? 1 : random.length(0...1)
                cache.append(attributes)
                if random.chance(0.005) { cache.append(attributes) }
            }
            if random.chance(0.2) {
                let header = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                header.frame = CGRect(origin: random.offset(), size: random.size())
                cache.append(header)
            }
        }
        if random.chance(0.05) { invalidateLayout() }
    }

    override var collectionViewContentSize: CGSize {
        var random = mixed(seed, prepares, -8)
        return random.chance(0.9) ? CGSize(width: 375, height: Double(cache.count) * 60) : random.size()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var random = mixed(seed, prepares, -9)
        if random.chance(0.02) { return nil }
        return cache.filter { random.chance(0.02) || Self.overlaps($0.frame, rect) }
    }

    /// `intersects` without Foundation's trap on non-finite rectangles, which this layout makes on purpose.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x <= b.origin.x + b.size.width && b.origin.x <= a.origin.x + a.size.width
            && a.origin.y <= b.origin.y + b.size.height && b.origin.y <= a.origin.y + a.size.height
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }
}
