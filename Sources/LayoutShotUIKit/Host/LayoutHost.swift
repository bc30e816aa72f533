#if !canImport(UIKit)
import LayoutCore

/// Drives an app's layout object as UICollectionView does and turns what it returns into LayoutShot's
/// `ResolvedLayout`, one per content offset.
///
/// Before each query it moves the bounds in UIKit's order (`shouldInvalidateLayout(forBoundsChange:)` with the
/// new bounds, then `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`, then the bounds move
/// by the context's offset adjustment too), runs `prepare()` while the layout is invalid, reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the visible rect. What user code
/// returns is checked; a fault is thrown as `LayoutFault`, never a crash. What UIKit tolerates but explains a
/// surprising picture is collected in `warnings`.
@preconcurrency @MainActor
public final class LayoutHost {
    /// Limits and checks.
    public struct Options: Sendable {
        /// How many passes (`prepare()` calls, or queries that invalidate) one query may take before the layout
        /// counts as invalidating itself in every pass: the host then warns and keeps the last pass's picture.
        public var maximumPrepares: Int
        /// Whether an element reaching outside the content rectangle is reported as a warning.
        public var checksContentBounds: Bool
        /// How many self-sizing rounds one query may take (each sizes the elements newly in the rect) before
        /// the layout counts as never settling: the host then warns and keeps the last round's picture.
        public var maximumSelfSizingPasses: Int

        /// Creates options; by default 10 passes, 100 self-sizing rounds and the content-bounds check on.
        public init(maximumPrepares: Int = 10, checksContentBounds: Bool = true, maximumSelfSizingPasses: Int = 100) {
            self.maximumPrepares = maximumPrepares
            self.checksContentBounds = checksContentBounds
            self.maximumSelfSizingPasses = maximumSelfSizingPasses
        }
    }

    /// The collection view the layout is attached to.
    public let collectionView: UICollectionView
    /// Limits and checks.
    public var options: Options
    /// How many times `prepare()` has run since the host was made, for tests of invalidation.
    public var prepareCount: Int { collectionView.passState.prepareCalls - preparesBefore }
    /// `prepare()` calls made through the collection view before this host drove it.
    private let preparesBefore: Int
    /// What the layout did that UIKit tolerates but that explains a surprising picture, each once, in order.
    public private(set) var warnings: [LayoutWarning] = []
    /// What self-sizing cells measure beyond what they measure themselves. Every query runs UIKit's self-sizing
    /// pass over the elements in its rect whose sizes the layout estimates (see `SelfSizingPass`), as a device
    /// does: each cell is asked `preferredLayoutAttributesFitting(_:)`, whose `systemLayoutSizeFitting` answers
    /// from the cell's constraints or content configuration, else from this provider. `nil`, the default, is
    /// `.estimates` for the flow and compositional layouts (a cell that measures nothing keeps its estimate) and
    /// no pass for other layouts, whose cells are asked only when a provider is set.
    public var sizeProvider: SelfSizingProvider?
    /// Keeps the weakly held data source and delegate alive as long as the host.
    private let retained: [AnyObject]

    /// Drives `collectionView`'s layout; the app keeps its data source and delegate alive.
    public convenience init(collectionView: UICollectionView, options: Options = Options()) {
        self.init(collectionView: collectionView, options: options, retaining: [])
    }

    /// Drives `collectionView`'s layout and keeps `owners` (a view controller and what it owns) alive.
    init(collectionView: UICollectionView, options: Options, retaining owners: [AnyObject]) {
        self.collectionView = collectionView
        self.options = options
        retained = owners
        preparesBefore = collectionView.passState.prepareCalls
    }

    /// Builds a collection view of `viewport` size for `layout` and keeps `dataSource` and `delegate` alive.
    /// `contentInset` is set as an app sets it after making the collection view; `nil` leaves the inset as the
    /// layout left it (a layout that centres its items sets it when it is first invalidated).
    public init(
        layout: UICollectionViewLayout, viewport: CGSize, dataSource: any UICollectionViewDataSource,
        delegate: (any UICollectionViewDelegate)? = nil, contentInset: UIEdgeInsets? = nil,
        sizeProvider: SelfSizingProvider? = nil, options: Options = Options()
    ) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
        if let contentInset { collectionView.contentInset = contentInset }
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        self.sizeProvider = sizeProvider
        self.options = options
        retained = [dataSource, delegate].compactMap { $0 }
        preparesBefore = 0
    }

    /// The layout object being driven.
    public var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// The elements in the viewport at `offset`, scroll effects as the layout computes them.
    public func resolve(at offset: CGPoint) throws(LayoutFault) -> ResolvedLayout {
        try scroll(to: offset)
        let query = try settledQuery { self.collectionView.bounds }
        return try resolved(query, visible: collectionView.bounds)
    }

    /// Every element of the content, evaluated at content offset 0.
    public func resolveContent() throws(LayoutFault) -> ResolvedLayout {
        try scroll(to: .zero)
        let query = try settledQuery { CGRect(origin: .zero, size: self.layout.collectionViewContentSize) }
        return try resolved(query, visible: CGRect(origin: .zero, size: query.contentSize))
    }

    /// One resolved viewport per offset, in order, as a filmstrip shows them.
    public func resolve(offsets: [CGPoint]) throws(LayoutFault) -> [ResolvedLayout] {
        var result: [ResolvedLayout] = []
        for offset in offsets { result.append(try resolve(at: offset)) }
        return result
    }

    /// Where the layout stops a scroll that would end at `proposed`: `targetContentOffset(forProposedContentOffset:)`
    /// without a velocity, `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with one
    /// (points per millisecond, as UIKit passes it).
    public func targetContentOffset(proposed: CGPoint, velocity: CGPoint? = nil) throws(LayoutFault) -> CGPoint {
        try prepareWhileInvalid()
        let (target, method) = try pass { () -> (CGPoint, String) in
            if let velocity {
                return (layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity),
                        "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
            }
            return (layout.targetContentOffset(forProposedContentOffset: proposed), "targetContentOffset(forProposedContentOffset:)")
        }
        guard target.x.isFinite, target.y.isFinite else {
            throw .nonFiniteValue(what: "the target content offset", method: method)
        }
        return target
    }

    /// Moves the bounds to `offset` as UIKit does: the layout is asked about the new bounds, invalidated with
    /// the context it makes for them, and the bounds move by that context's offset adjustment too.
    private func scroll(to offset: CGPoint) throws(LayoutFault) {
        let newBounds = CGRect(origin: offset, size: collectionView.bounds.size)
        guard newBounds != collectionView.bounds else { return }
        try pass {
            var adjustment = CGPoint.zero
            if !layout.needsPrepare, layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                let context = layout.invalidationContext(forBoundsChange: newBounds)
                adjustment = context.contentOffsetAdjustment
                layout.invalidateLayout(with: context)
            }
            collectionView.contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
            try? collectionView.delegate?.scrollViewDidScroll(collectionView)
        }
    }

    /// Runs `prepare()` while the layout is invalid, at most `options.maximumPrepares` passes (then with a warning).
    func prepareWhileInvalid() throws(LayoutFault) {
        UIApplication.shared.adopt(collectionView.traitCollection)
        collectionView.passState.maximumPrepares = options.maximumPrepares
        try pass { collectionView.prepareLayoutIfNeeded() }
    }

    /// What one query returned once the layout stopped invalidating itself.
    private struct Query {
        var contentSize: CGSize
        var attributes: [LayoutAttributes]
        /// The layout's objects, one for one with `attributes`.
        var sources: [UICollectionViewLayoutAttributes]
    }

    /// Prepares, reads the content size and queries `rect()`; again while the query invalidated the layout or,
    /// with a size provider, while sizing the elements returned changed the layout.
    private func settledQuery(_ rect: () -> CGRect) throws(LayoutFault) -> Query {
        var queries = 0
        var sizingPasses = 0
        while true {
            try prepareWhileInvalid()
            let contentSize = try pass { layout.collectionViewContentSize }
            guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0,
                  contentSize.height >= 0 else { throw .invalidContentSize(contentSize) }
            collectionView.contentSize = contentSize
            let flip = HorizontalFlip(layout: layout, contentWidth: contentSize.width)
            let attributes = try pass { layout.layoutAttributesForElements(in: flip.apply(to: rect())) ?? [] }
            queries += 1
            let settled = !layout.needsPrepare
            if settled || queries >= options.maximumPrepares {
                if !settled {
                    warn(.invalidatesItself(
                        passes: queries, method: "layoutAttributesForElements(in:)",
                        contentOffset: collectionView.contentOffset))
                }
                var (resolved, sources, found) = try AttributesCheck(collectionView: collectionView, contentSize: contentSize, options: options)
                    .resolve(attributes, method: "layoutAttributesForElements(in:)")
                if settled, try selfSize(attributes, passes: &sizingPasses) {
                    queries = 0
                    continue
                }
                found.forEach(warn)
                flip.apply(to: &resolved)
                return Query(contentSize: contentSize, attributes: resolved, sources: sources)
            }
        }
    }

    /// Runs one self-sizing round; whether the layout accepted a preferred size and must be prepared and queried
    /// again. After `maximumSelfSizingPasses` rounds that all changed something,
    /// the host warns and keeps the picture, as a device keeps the last pass on screen.
    private func selfSize(_ attributes: [UICollectionViewLayoutAttributes], passes: inout Int) throws(LayoutFault) -> Bool {
        // Without a provider, only the built-in layouts' estimated elements are sized: a custom layout's default
        // answer to `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` is `false`, so asking its cells would
        // only cost a second dequeue per cell.
        let layout = collectionView.collectionViewLayout
        guard sizeProvider != nil || layout is UICollectionViewFlowLayout || layout is UICollectionViewCompositionalLayout
        else { return false }
        let provider = sizeProvider ?? .estimates
        let accepted = try pass { SelfSizingPass(collectionView: collectionView, provider: provider).run(on: attributes) }
        guard accepted > 0 else { return false }
        passes += 1
        if passes < options.maximumSelfSizingPasses { return true }
        warn(.selfSizingDoesNotSettle(passes: passes, contentOffset: collectionView.contentOffset))
        return false
    }

    /// The query's elements in canonical order, each drawn as its view shows it once the attributes are applied.
    private func resolved(_ query: Query, visible: CGRect) throws(LayoutFault) -> ResolvedLayout {
        var shown = query.attributes
        var sources = query.sources
        if !shown.isCanonicallyOrdered {
            let order = shown.indices.sorted { LayoutAttributes.canonicallyPrecedes(shown[$0], shown[$1]) }
            shown = order.map { shown[$0] }
            sources = order.map { sources[$0] }
        }
        collectionView.visibleElements = shown
        // What the host's own count reads raised before stays for the next pass, as it did before views were made.
        let earlier = collectionView.passState
        collectionView.passState.faults = []
        collectionView.passState.warnings = []
        defer {
            collectionView.passState.faults = earlier.faults + collectionView.passState.faults
            collectionView.passState.warnings = earlier.warnings + collectionView.passState.warnings
        }
        // The views stand even when user code faulted making them, so that the visible-view questions match.
        let made = collectionView.runPass { ElementViewPass(collectionView: collectionView).run(shown, sources: sources) }
        collectionView.showElementViews(made.value.views)
        made.warnings.forEach(warn)
        if let fault = made.faults.first { throw fault }
        let drawn = ListSeparatorDrawing.apply(
            to: InsetGroupedCorners.apply(to: made.value.drawn), views: made.value.views)
        return ResolvedLayout(
            viewport: Size2D(collectionView.bounds.size), contentSize: Size2D(query.contentSize),
            offset: Point2D(collectionView.contentOffset), visible: Rect2D(visible), attributes: drawn,
            background: collectionView.drawnBackgroundColor?.rgbaColor)
    }

    func warn(_ warning: LayoutWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Runs `body` as one pass over user code and collects what the pass hands back: its warnings into
    /// `warnings`, its first fault thrown, else its value. `UIScreen.main` is the collection view's device screen
    /// for the pass.
    @discardableResult
    func pass<Value>(_ body: () -> Value) throws(LayoutFault) -> Value {
        let result = UIScreen.$hostScreen.withValue(collectionView.adoptedScreen) { collectionView.runPass(body) }
        result.warnings.forEach(warn)
        if let fault = result.faults.first { throw fault }
        return result.value
    }
}
#endif
