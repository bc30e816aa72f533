import LayoutShotUIKit

/// A waterfall layout whose delegate may size items: each call-site form an app uses for optional methods.
open class WaterfallLayout: UICollectionViewLayout {
    public var itemHeight: CGFloat = 100
    public var columnCount: Int = 2
    public weak var delegate: WaterfallLayoutDelegate?
    public var headerDelegate: WaterfallHeaderDelegate? { delegate as? WaterfallHeaderDelegate }
    public private(set) var preparedPasses = 0
    public private(set) var didPrepareCalls = 0

    /// `delegate?.f?(…)`: nil where no delegate implements it.
    public func chainedHeight(at indexPath: IndexPath) -> CGFloat? {
        try? delegate?.collectionView(collectionView!, layout: self, heightForItemAt: indexPath)
    }

    /// `delegate?.f?(…) ?? fallback`.
    public func heightOrFallback(at indexPath: IndexPath) -> CGFloat {
        (try? delegate?.collectionView(collectionView!, layout: self, heightForItemAt: indexPath)) ?? itemHeight
    }

    /// `if let`.
    public func heightIfLet(at indexPath: IndexPath) -> CGFloat {
        if let height = try? delegate?.collectionView(collectionView!, layout: self, heightForItemAt: indexPath) {
            return height
        }
        return -1
    }

    /// `responds(to:)` guarding a forced call.
    public func heightResponds(at indexPath: IndexPath) -> CGFloat {
        var height = itemHeight
        if let optionalResult1 = try? delegate?.collectionView(collectionView!, layout: self, heightForItemAt: indexPath) {
            height = optionalResult1
        }
        return height
    }

    /// A bound delegate, `responds(to:)` in a `guard`.
    public func heightGuard(at indexPath: IndexPath) -> CGFloat {
        guard let delegate = delegate, let optionalResult2 = try? delegate.collectionView(collectionView!, layout: self, heightForItemAt: indexPath) else {
            return -2
        }
        let height = optionalResult2
        return height
    }

    /// `responds(to:) ? call : fallback`.
    public func heightTernary(at indexPath: IndexPath) -> CGFloat {
        let height = (try? delegate?.collectionView(collectionView!, layout: self, heightForItemAt: indexPath)) ?? (itemHeight + 1)
        return height
    }

    /// The forced call: traps where the delegate does not implement it, as on iOS.
    public func heightForced(at indexPath: IndexPath) -> CGFloat {
        try! delegate!.collectionView(collectionView!, layout: self, heightForItemAt: indexPath)
    }

    /// The header height, a requirement of the inheriting protocol.
    public func headerHeight(in section: Int) -> CGFloat {
        (try? headerDelegate?.collectionView(collectionView!, layout: self, headerHeightIn: section)) ?? 0
    }

    /// The columns of a section.
    public func columns(in section: Int) -> Int {
        guard let delegate = delegate else { return columnCount }
        return (try? delegate.collectionView(collectionView!, layout: self, columnsIn: section)) ?? columnCount
    }

    /// The selector a tap recognizer would call.
    public var tapSelector: Selector { Selector("invalidateForTap(_:)") }

    public func invalidateForTap(_ sender: Any) {
        invalidateLayout()
    }

    func endPass() {
        preparedPasses += 1
        _ = try? delegate?.waterfallLayoutDidPrepare(self)
    }

    func countDidPrepare() {
        didPrepareCalls += 1
    }
    override open func prepare() {
        super.prepare()
        endPass()
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: itemHeight * CGFloat(columnCount))
    }
}
