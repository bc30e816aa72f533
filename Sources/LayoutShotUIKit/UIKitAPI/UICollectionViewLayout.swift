#if !canImport(UIKit)
/// The base class of every layout, as UIKit's: subclasses override `prepare()`, the content size and the
/// attribute queries. The defaults are UIKit's (no elements, zero size, no invalidation on scroll).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is attached to, held weakly.
    weak var attachedCollectionView: UICollectionView?
    /// The collection view the layout is attached to; set when it is given to one. Overridable as in UIKit
    /// (`override open var collectionView: UICollectionView { super.collectionView! }`).
    open var collectionView: UICollectionView? { attachedCollectionView }
    /// The decoration view classes registered by kind.
    private var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether `prepare()` must run before the next query; set by every invalidation.
    var needsPrepare = true

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class `UICollectionViewFlowLayout` makes attributes of; override to use a subclass with extra properties.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the host mirrors the layout horizontally when the collection view's direction differs from
    /// `developmentLayoutDirection`; `false` unless overridden (UIKit's flow layout overrides it to `true`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's code was written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Called on the layout being replaced, before the collection view switches to `newLayout`; nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout, before the collection view switches to it from `oldLayout`; nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once a layout change ended; nothing by default.
    open func finalizeLayoutTransition() {}

    /// Called after the layout is loaded from a storyboard or nib; nothing loads those here, so only app code calls it.
    open func awakeFromNib() {}

    /// Called before the layout is queried, again after each invalidation.
    open func prepare() {}

    /// The scrollable size; zero unless overridden.
    open var collectionViewContentSize: CGSize { .zero }

    /// The elements that meet `rect`; none unless overridden.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item; none unless overridden.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view; none unless overridden.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view; none unless overridden.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether scrolling to `newBounds` needs a new `prepare()`; `false` unless overridden.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The class of the contexts this layout's invalidations carry; override to carry flags of your own.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` accepted: a new instance of
    /// `invalidationContextClass` invalidating nothing by name; override to name what moves.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes (from self-sizing) need a new layout pass; `false` unless overridden.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a preferred size that was accepted: the element itself invalidated by name.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let paths = [originalAttributes.indexPath]
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: paths)
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: paths)
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: paths)
        }
        return context
    }

    /// The axes the host leaves to an element while self-sizing it; empty means the element is not sized.
    /// Custom layouts size every cell and supplementary view, as UIKit asks each one for its preferred
    /// attributes, and decide in `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes {
        attributes.representedElementCategory == .decorationView ? [] : .both
    }

    /// Invalidates everything: the same as `invalidateLayout(with:)` with a context whose `invalidateEverything` is set.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout so that `prepare()` runs before the next query and applies the context's offset and
    /// size adjustments to the collection view. Overrides read the context, then call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let collectionView else { return }
        let offset = context.contentOffsetAdjustment
        if offset != .zero {
            collectionView.contentOffset = CGPoint(
                x: collectionView.contentOffset.x + offset.x, y: collectionView.contentOffset.y + offset.y)
        }
        let size = context.contentSizeAdjustment
        if size != .zero {
            collectionView.contentSize = CGSize(
                width: collectionView.contentSize.width + size.width, height: collectionView.contentSize.height + size.height)
        }
    }

    /// Where scrolling to `proposedContentOffset` (without a flick) should stop; unchanged unless overridden.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a flick with `velocity` (points per millisecond) that would stop at `proposedContentOffset`
    /// should stop; unchanged unless overridden.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Called once the data source's counts changed in a batch update, after `prepare()` and before the
    /// appearing and disappearing elements are asked for, with the changes sorted as UIKit sorts them. Nothing
    /// to do by default; overrides record what they animate and call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called last in a batch update, after every appearing and disappearing element was asked for; overrides
    /// release what `prepare(forCollectionViewUpdates:)` recorded and call `super`.
    open func finalizeCollectionViewUpdates() {}

    /// Called in an animated change of the collection view's size (`LayoutHost.transition(toViewport:)`), once
    /// the layout is prepared for the new bounds and before the appearing and disappearing elements are asked
    /// for, with the old bounds. Nothing to do by default.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called last in an animated change of the collection view's size. Nothing to do by default.
    open func finalizeAnimatedBoundsChange() {}

    /// Where an element shown after a batch update (or an animated bounds change) starts its animation. The
    /// collection view asks for every element visible after the update, not only inserted ones. By default: an element that was there before
    /// starts from its old attributes; a new one (inserted, reloaded, or in a new section) from its new
    /// attributes with alpha 0, so it fades in. `nil` means no animation: it starts where it ends.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.initialAttributes(for: ElementKey(category: .cell, kind: nil, indexPath: itemIndexPath))
    }

    /// Where a supplementary view shown after a batch update starts its animation; defaults as for items.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.initialAttributes(
            for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
    }

    /// Where a decoration view shown after a batch update starts its animation; defaults as for items.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.initialAttributes(
            for: ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
    }

    /// Where an element shown before a batch update ends its animation, asked with its index path before the
    /// update for every element visible before it. By default: an element that is still there ends at its new
    /// attributes; a deleted one at its old attributes with alpha 0, so it fades out. `nil` means it ends
    /// where it started.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.finalAttributes(for: ElementKey(category: .cell, kind: nil, indexPath: itemIndexPath))
    }

    /// Where a supplementary view shown before a batch update ends its animation; defaults as for items.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.finalAttributes(
            for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
    }

    /// Where a decoration view shown before a batch update ends its animation; defaults as for items.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.passState.update?.finalAttributes(
            for: ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
    }

    /// Supplementary views of `elementKind` the layout adds in a batch update (new index paths); they appear
    /// rather than move. Asked between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`
    /// for each kind shown before or after; none by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the layout removes in a batch update (old index paths); they
    /// disappear rather than move. None by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout adds in a batch update; none by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout removes in a batch update; none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Remembers the class the host makes decoration views of `elementKind` of (`nil` forgets it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Accepted so that layouts registering a nib compile; nibs do not load here, so the kind gets plain views.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
    }

    /// A new decoration view of the class registered for `elementKind` (a plain reusable view without one).
    func makeDecorationView(ofKind elementKind: String) -> UICollectionReusableView {
        (decorationClasses[elementKind] ?? UICollectionReusableView.self).init()
    }

    /// A new context of `invalidationContextClass` (the base class when it names another kind of class).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init(ofContextClass: ())
    }

    /// A new attributes object of `layoutAttributesClass`.
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        let attributesClass = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        return (attributesClass ?? UICollectionViewLayoutAttributes.self).init()
    }
}
#endif
