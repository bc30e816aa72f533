#if !canImport(UIKit)
import LayoutCore

/// The closure a compositional layout asks for each section, as UIKit's type alias; `nil` lays the
/// section out empty (its items get no attributes).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout, its geometry computed by LayoutCore's compositional engine.
///
/// `prepare()` asks the section provider for each section with the collection view's environment and computes
/// the engine's layout with the data source's counts; queries evaluate it at the collection view's content
/// offset (pinned supplementaries follow it) and orthogonal sections at `orthogonalScrollOffsets`, after
/// each section's `visibleItemsInvalidationHandler` has seen and changed its visible items. Items and boundary
/// supplementaries with an estimated dimension take the sizes the host's self-sizing pass reports, through the
/// preferred-attributes invalidation, as UIKit's do.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The appearance of a layout made by `list(using:)`, which decides the collection view's default background.
    private(set) var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    private var computed: CompositionalLayoutState?
    /// The visible-items handlers' last call and what they did, kept while the offsets stay the same.
    private var visibleItemsPass: VisibleItemsPass?
    /// The sizes self-sizing views reported since the data's counts last changed.
    private var measured = CompositionalMeasuredSizes()
    /// Whether a preferred size was recorded since the last invalidation, which then needs new geometry.
    private var measuredSizesChanged = false
    /// The geometry a measured size replaced. Which elements self-size does not depend on sizes, so the
    /// self-sizing pass reads it for the rest of its round instead of recomputing the layout for each element.
    private var geometryBeforeMeasuring: CompositionalLayoutState?

    /// Where each orthogonally scrolling section's own scroller is, by section index (0 when absent).
    /// A LayoutShot addition: UIKit keeps that offset in a private scroll view, a snapshot names it here.
    public var orthogonalScrollOffsets: [Int: CGFloat] = [:]

    /// The layout-wide settings; set and read as copies, as UIKit's `@NSCopying` property.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out as `section`, with layout-wide `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Sections from `sectionProvider`, asked once per section in each `prepare()`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Sections from `sectionProvider`, with layout-wide `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// Storyboards do not exist here; a compositional layout cannot be decoded.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list layout: every section a list section of `configuration`.
    public class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listAppearance = configuration.appearance
        return layout
    }

    /// The engine's geometry, computed on first use after an invalidation.
    var state: CompositionalLayoutState {
        if let computed { return computed }
        let state = CompositionalLayoutState(
            collectionView: collectionView, configuration: storedConfiguration, sectionProvider: sectionProvider,
            measured: measured)
        computed = state
        geometryBeforeMeasuring = nil
        visibleItemsPass = nil
        return state
    }

    /// Asks the section provider again and recomputes, unless the last invalidation kept the geometry.
    open override func prepare() {
        super.prepare()
        _ = state
    }

    /// Drops the geometry unless the context is a scroll's, which names only pinned supplementaries; new counts
    /// drop the measured sizes too, as the items they belonged to may have moved.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let onlyPinned = !context.invalidateEverything && !context.invalidateDataSourceCounts
            && context.invalidatedItemIndexPaths == nil && context.invalidatedDecorationIndexPaths == nil
        if context.invalidateDataSourceCounts { measured = CompositionalMeasuredSizes() }
        if !onlyPinned || measuredSizesChanged {
            let measuringOnly = measuredSizesChanged && !context.invalidateEverything && !context.invalidateDataSourceCounts
            geometryBeforeMeasuring = measuringOnly ? computed ?? geometryBeforeMeasuring : nil
            computed = nil
        }
        measuredSizesChanged = false
        super.invalidateLayout(with: context)
    }

    /// A self-sizing view whose preferred size differs from its frame on an estimated axis needs a new pass.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let axes = selfSizingAxes(for: originalAttributes)
        let preferred = preferredAttributes.size, original = originalAttributes.size
        return (axes.contains(.horizontal) && preferred.width != original.width)
            || (axes.contains(.vertical) && preferred.height != original.height)
    }

    /// Keeps the preferred size for the cell or boundary supplementary; the next pass lays its group out with it.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let indexPath = originalAttributes.indexPath, size = Size2D(preferredAttributes.size)
        if indexPath.count == 2 {
            switch originalAttributes.representedElementCategory {
            case .cell:
                measured.cells[indexPath.section, default: [:]][indexPath.item] = size
                measuredSizesChanged = true
            case .supplementaryView:
                measured.boundarySupplementaries[originalAttributes.representedElementKind ?? "", default: [:]][indexPath.section] = size
                measuredSizesChanged = true
            case .decorationView:
                break
            }
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// The estimated axes of the item or boundary supplementary the attributes stand for.
    override func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes {
        let indexPath = attributes.indexPath
        guard indexPath.count == 2, attributes.representedElementCategory != .decorationView else { return [] }
        let axes = (computed ?? geometryBeforeMeasuring ?? state).geometry.selfSizingAxes(
            elementKind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind,
            section: indexPath.section, item: indexPath.item)
        var sizing: SelfSizingAxes = []
        if axes.contains(.width) { sizing.insert(.horizontal) }
        if axes.contains(.height) { sizing.insert(.vertical) }
        return sizing
    }

    /// True when the size changes, or when the bounds move and a supplementary is pinned to them.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size || state.hasPinnedSupplementaries
    }

    /// A new size invalidates everything; a scroll only the pinned supplementaries, whose frames queries re-pin.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if newBounds.size != collectionView?.bounds.size { context.invalidateEverything = true }
        return context
    }

    /// The engine's content size: the collection view's width (or height) by the sections' total extent.
    open override var collectionViewContentSize: CGSize { CGSize(state.geometry.contentSize) }

    /// Leading and trailing are mirrored in right-to-left interfaces, as UIKit's compositional layout does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Every element meeting `rect` at the collection view's content offset.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let pass = currentVisibleItemsPass()
        return state.attributes(in: Rect2D(rect), at: contentOffset, orthogonalOffsets: engineOrthogonalOffsets).map {
            makeAttributes(from: $0, after: pass)
        }
    }

    /// The cell's attributes; `nil` for an index path the layout has no cell for.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        element(.cell, elementKind: nil, at: indexPath)
    }

    /// The supplementary view's attributes, pinned where it is pinned; `nil` when there is none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        element(.supplementary, elementKind: elementKind, at: indexPath)
    }

    /// The decoration view's attributes; `nil` when there is none.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        element(.decoration, elementKind: elementKind, at: indexPath)
    }

    /// Whether `attributes` belong to an orthogonally scrolling section, whose cells reach past the content's width.
    func scrollsOrthogonally(_ attributes: LayoutAttributes) -> Bool {
        state.scrollsOrthogonally(attributes)
    }

    private var contentOffset: Point2D { Point2D(collectionView?.contentOffset ?? .zero) }

    private var engineOrthogonalOffsets: [Int: Double] { orthogonalScrollOffsets.mapValues { Double($0) } }

    private func element(_ kind: ElementKind, elementKind: String?, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let pass = currentVisibleItemsPass()
        return state.element(
            kind, elementKind: elementKind, section: indexPath.section, item: indexPath.item, at: contentOffset,
            orthogonalOffsets: engineOrthogonalOffsets
        ).map { makeAttributes(from: $0, after: pass) }
    }

    /// The handlers' pass for the collection view's bounds and offsets: the last one if nothing moved since.
    private func currentVisibleItemsPass() -> VisibleItemsPass? {
        let state = state
        guard !state.visibleItemsHandlers.isEmpty, let collectionView else { return nil }
        let offsets = engineOrthogonalOffsets
        if let pass = visibleItemsPass, pass.matches(contentOffset: contentOffset, orthogonalOffsets: offsets) { return pass }
        let pass = VisibleItemsPass(
            state: state, bounds: Rect2D(collectionView.bounds), contentOffset: contentOffset, orthogonalOffsets: offsets,
            make: { makeAttributes(from: $0) })
        visibleItemsPass = pass
        return pass
    }

    private func makeAttributes(from attributes: LayoutAttributes, after pass: VisibleItemsPass?) -> UICollectionViewLayoutAttributes {
        let made = makeAttributes(from: attributes)
        if attributes.kind == .cell { made.layoutShotListAppearance = state.listAppearance(ofSection: attributes.section) }
        pass?.apply(to: made, of: attributes)
        return made
    }
}
#endif
