#if !canImport(UIKit)
import LayoutCore

/// UIKit's line-based layout, placed by LayoutShot's `flow` kind (UICollectionViewFlowLayout's own
/// placement), with sizes, insets and spacings from `UICollectionViewDelegateFlowLayout` per section and item.
///
/// Subclasses post-process `super`'s attributes as on iOS: each query returns fresh objects they may change.
/// With `estimatedItemSize` set, items take that size (`itemSize` for `automaticSize`) until the host's
/// self-sizing pass gives them their preferred size, which is kept per index path until the data is reloaded.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from across the scroll axis.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// From the content inset (UIKit's default).
        case fromContentInset
        /// From the safe area: the safe-area insets across the scroll axis are added to `sectionInset`.
        case fromSafeArea
        /// From the layout margins: the collection view's `layoutMargins` across the scroll axis are added.
        case fromLayoutMargins
    }

    /// UIKit's marker for self-sizing cells; items take `itemSize` until they are sized.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of items the delegate does not size.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(oldValue, itemSize) } }
    /// When not zero, cells size themselves; until then, the size of items the delegate does not size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateIfChanged(oldValue, estimatedItemSize) } }
    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue, minimumLineSpacing) } }
    /// The smallest spacing between items of a line; free space is spread between them.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue, minimumInteritemSpacing) } }
    /// Insets of each section's item area.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateIfChanged(oldValue, sectionInset) } }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateIfChanged(oldValue, sectionInsetReference) } }
    /// Header size; its extent along the scroll axis is used, zero means no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(oldValue, headerReferenceSize) } }
    /// Footer size; its extent along the scroll axis is used, zero means no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(oldValue, footerReferenceSize) } }
    /// The scroll axis.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateIfChanged(oldValue, scrollDirection) } }
    /// Whether a section's header stays at the top of the visible bounds while its section is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue, sectionHeadersPinToVisibleBounds) } }
    /// Whether a section's footer stays at the bottom of the visible bounds while its section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue, sectionFootersPinToVisibleBounds) } }

    private var computed: FlowLayoutState?
    /// The sizes self-sizing cells asked for, by section and item (integers hash much faster than `IndexPath`
    /// in a 10,000-item prepare), kept until the data source's counts are invalidated.
    private var preferredItemSizes: [Int: [Int: CGSize]] = [:]

    /// UIKit invalidates only on a real change, so a subclass may set properties in `prepare()` without
    /// invalidating itself forever.
    private func invalidateIfChanged<Value: Equatable>(_ oldValue: Value, _ newValue: Value) {
        if oldValue != newValue { invalidateLayout() }
    }

    /// The size the delegate's default reports: `estimatedItemSize` when set (and not automatic), else `itemSize`.
    var effectiveItemSize: CGSize {
        estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// Computed on first use after an invalidation, so `super` calls from a subclass's `prepare()` see it.
    var state: FlowLayoutState {
        if let computed { return computed }
        let state = FlowLayoutState(layout: self)
        computed = state
        return state
    }

    /// Flow layouts carry `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Drops the computed geometry unless the context keeps both the delegate's metrics and the placement (a
    /// scroll under pinned views); it is computed again on next use.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        let keepsGeometry = !context.invalidateEverything && !context.invalidateDataSourceCounts
            && flow?.invalidateFlowLayoutDelegateMetrics == false && flow?.invalidateFlowLayoutAttributes == false
        if !keepsGeometry { computed = nil }
        if context.invalidateDataSourceCounts { preferredItemSizes = [:] }
        super.invalidateLayout(with: context)
    }

    /// A self-sized cell whose size differs from the one placed needs a new layout pass.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the cell's preferred size for its index path and names the item; the lines are placed again.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let indexPath = originalAttributes.indexPath
        if preferredAttributes.representedElementCategory == .cell, indexPath.count == 2 {
            preferredItemSizes[indexPath.section, default: [:]][indexPath.item] = preferredAttributes.size
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// The sizes self-sizing cells of `section` asked for since the data was last reloaded, by item.
    func preferredItemSizes(inSection section: Int) -> [Int: CGSize] {
        preferredItemSizes[section] ?? [:]
    }

    /// Cells size themselves, on both axes, only with an estimated item size, as in UIKit.
    override func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell ? .both : []
    }

    /// A scroll keeps the delegate's metrics and the placement and names the pinned headers and footers; a new
    /// size invalidates both, as UIKit's flow layout does.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let resized = newBounds.size != collectionView?.bounds.size
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
        let sections = (computed?.sections.indices).map { $0.map { IndexPath(item: 0, section: $0) } } ?? []
        if sectionHeadersPinToVisibleBounds {
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: sections)
        }
        if sectionFootersPinToVisibleBounds {
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter, at: sections)
        }
        return context
    }

    /// Computes the geometry for the collection view's current size, insets and counts, unless the last
    /// invalidation kept it.
    open override func prepare() {
        super.prepare()
        if computed == nil { computed = FlowLayoutState(layout: self) }
    }

    /// The engine's content size: the width (or height) inside the adjusted content inset, sections stacked.
    open override var collectionViewContentSize: CGSize { CGSize(state.geometry.contentSize) }

    /// UIKit's flow layout mirrors itself in right-to-left interfaces.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Cells, headers and footers meeting `rect`, pinned headers and footers where they are pinned.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let state = state
        let pinned = pinnedElements(in: rect, state: state)
        var result: [UICollectionViewLayoutAttributes] = []
        for attributes in state.geometry.attributes(in: Rect2D(rect)) {
            if pinned.replaces(attributes.kind) { continue }
            result.append(makeAttributes(from: attributes))
        }
        guard !pinned.elements.isEmpty else { return result }
        result.append(contentsOf: pinned.elements)
        // Each element converted once, not once per comparison.
        return result.map { ($0, $0.layoutShotAttributes) }
            .sorted { LayoutAttributes.canonicallyPrecedes($0.1, $1.1) }
            .map(\.0)
    }

    /// The item's attributes; `nil`, with a warning, for an index path the collection view does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let frame = state.cellFrame(section: indexPath.section, item: indexPath.item) else {
            warnMissing(category: .cell, kind: nil, indexPath: indexPath, method: "layoutAttributesForItem(at:)")
            return nil
        }
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        attributes.frame = CGRect(frame)
        return attributes
    }

    /// The header's or footer's attributes (pinned when pinning is on); `nil` for other kinds or when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let method = "layoutAttributesForSupplementaryView(ofKind:at:)"
        guard indexPath.count >= 1, state.sections.indices.contains(indexPath.section) else {
            warnMissing(category: .supplementaryView, kind: elementKind, indexPath: indexPath, method: method)
            return nil
        }
        let section = indexPath.section
        let bounds = collectionView?.bounds ?? .zero
        let frame: Rect2D?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            frame = sectionHeadersPinToVisibleBounds
                ? state.pinnedHeaderFrame(section: section, visible: visibleRect(bounds)) : state.sections[section].header
        case UICollectionView.elementKindSectionFooter:
            frame = sectionFootersPinToVisibleBounds
                ? state.pinnedFooterFrame(section: section, visible: visibleRect(bounds)) : state.sections[section].footer
        default:
            frame = nil
        }
        guard let frame else {
            warnMissing(category: .supplementaryView, kind: elementKind, indexPath: indexPath, method: method)
            return nil
        }
        return supplementaryAttributes(kind: elementKind, section: section, frame: frame)
    }

    /// A new `prepare()` when the size changes or, with pinning, on every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return newBounds.size != collectionView?.bounds.size
    }

    /// UIKit answers nil for an element that does not exist; the host says so, since code that relied on it
    /// (a sticky header reading its section's first item) silently draws something else.
    private func warnMissing(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, method: String) {
        let element = LayoutFault.describe(category: category, kind: kind, indexPath: indexPath)
        collectionView?.report(LayoutWarning.missingElement(element: element, method: method))
    }

    func supplementaryAttributes(kind: String, section: Int, frame: Rect2D) -> UICollectionViewLayoutAttributes {
        let elementKind: ElementKind = kind == UICollectionView.elementKindSectionFooter ? .footer : .header
        return makeAttributes(from: LayoutAttributes(kind: elementKind, section: section, frame: frame, elementKind: kind))
    }
}
#endif
