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
/// each section's `visibleItemsInvalidationHandler` has seen and changed its visible items.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var computed: CompositionalLayoutState?
    /// The visible-items handlers' last call and what they did, kept while the offsets stay the same.
    private var visibleItemsPass: VisibleItemsPass?

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
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The engine's geometry, computed on first use after an invalidation.
    var state: CompositionalLayoutState {
        if let computed { return computed }
        let state = CompositionalLayoutState(
            collectionView: collectionView, configuration: storedConfiguration, sectionProvider: sectionProvider)
        computed = state
        visibleItemsPass = nil
        return state
    }

    /// Asks the section provider again and recomputes, unless the last invalidation kept the geometry.
    open override func prepare() {
        super.prepare()
        _ = state
    }

    /// Drops the geometry unless the context is a scroll's, which names only pinned supplementaries.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let onlyPinned = !context.invalidateEverything && !context.invalidateDataSourceCounts
            && context.invalidatedItemIndexPaths == nil && context.invalidatedDecorationIndexPaths == nil
        if !onlyPinned { computed = nil }
        super.invalidateLayout(with: context)
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
    open override var collectionViewContentSize: CGSize { CGSize(state.snapshot.contentSize) }

    /// Leading and trailing are mirrored in right-to-left interfaces, as UIKit's compositional layout does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Every element meeting `rect` at the collection view's content offset.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let pass = currentVisibleItemsPass()
        return state.attributes(in: Rect(rect), at: contentOffset, orthogonalOffsets: engineOrthogonalOffsets).map {
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

    private var contentOffset: Point { Point(collectionView?.contentOffset ?? .zero) }

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
            state: state, bounds: Rect(collectionView.bounds), contentOffset: contentOffset, orthogonalOffsets: offsets,
            make: { makeAttributes(from: $0) })
        visibleItemsPass = pass
        return pass
    }

    private func makeAttributes(from attributes: LayoutAttributes, after pass: VisibleItemsPass?) -> UICollectionViewLayoutAttributes {
        let made = makeAttributes(from: attributes)
        pass?.apply(to: made, of: attributes)
        return made
    }

    private func makeAttributes(from attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let made = makeAttributes()
        made.indexPath = IndexPath(item: attributes.item, section: attributes.section)
        switch attributes.kind {
        case .cell: made.layoutShotCellKind = attributes.elementKind
        case .header, .footer, .supplementary:
            made.representedElementCategory = .supplementaryView
            made.representedElementKind = attributes.elementKind
        case .decoration:
            made.representedElementCategory = .decorationView
            made.representedElementKind = attributes.elementKind
        }
        made.frame = CGRect(attributes.frame)
        made.zIndex = attributes.zIndex
        made.layoutShotCornerRadius = attributes.cornerRadius
        made.layoutShotColor = attributes.color
        return made
    }
}
#endif
