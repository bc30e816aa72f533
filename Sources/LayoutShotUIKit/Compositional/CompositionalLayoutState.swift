#if !canImport(UIKit)
import LayoutCore

/// What `UICollectionViewCompositionalLayout` computed in one `prepare()`: the engine's geometry for the
/// collection view's size, insets, traits, counts and measured sizes, and the sections' scrolling facts queries need.
@MainActor
struct CompositionalLayoutState {
    let geometry: CompositionalGeometry
    /// Whether any boundary supplementary pins to the visible bounds, so scrolling moves it.
    let hasPinnedSupplementaries: Bool
    /// The environment the section provider was asked with, which visible-items handlers are called with too.
    let environment: LayoutEnvironment
    /// Each section's `visibleItemsInvalidationHandler`, by section index, as the provider returned them.
    let visibleItemsHandlers: [(section: Int, handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler)]
    /// Each section's list appearance, `nil` for a section that is not a list.
    let listAppearances: [UICollectionLayoutListConfiguration.Appearance?]

    init(
        collectionView: UICollectionView?, configuration: UICollectionViewCompositionalLayoutConfiguration,
        sectionProvider: UICollectionViewCompositionalLayoutSectionProvider, measured: CompositionalMeasuredSizes
    ) {
        let viewport = Self.viewport(of: collectionView)
        var counts = (0..<(collectionView?.numberOfSections ?? 0)).map { collectionView?.numberOfItems(inSection: $0) ?? 0 }
        let engineConfiguration = configuration.value
        let environment = LayoutEnvironment(
            engineConfiguration.environment(for: viewport),
            traitCollection: collectionView?.traitCollection ?? UITraitCollection())
        var sections: [CompositionalSection] = []
        var handlers: [(section: Int, handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler)] = []
        for index in counts.indices {
            if let section = sectionProvider(index, environment) {
                sections.append(section.value(in: environment))
                if let handler = section.visibleItemsInvalidationHandler { handlers.append((index, handler)) }
            } else {
                sections.append(Self.emptySection)
                counts[index] = 0
            }
        }
        let provided = sections
        let layout = CompositionalLayout(configuration: engineConfiguration) { index, _ in provided[index] }
        geometry = layout.compute(in: viewport, itemCounts: counts, measured: measured)
        self.environment = environment
        visibleItemsHandlers = handlers
        listAppearances = sections.map { $0.list.map { UICollectionLayoutListConfiguration.Appearance($0.appearance) } }
        hasPinnedSupplementaries = (engineConfiguration.boundarySupplementaryItems + sections.flatMap(\.boundarySupplementaryItems))
            .contains(where: \.pinToVisibleBounds)
    }

    /// The list appearance of `section`; `nil` when it is not a list section.
    func listAppearance(ofSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? {
        listAppearances.indices.contains(section) ? listAppearances[section] : nil
    }

    /// What a section the provider returned `nil` for is laid out as: nothing.
    private static let emptySection = CompositionalSection(group: .horizontal(
        layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: []))

    /// The engine's viewport for the collection view: its bounds size, safe area, layout margins with
    /// UIKit's 16-point system minimum beside the safe area across the width, and adjusted content inset.
    private static func viewport(of collectionView: UICollectionView?) -> CompositionalViewport {
        guard let collectionView else { return CompositionalViewport(size: .zero) }
        let safe = collectionView.safeAreaInsets, margins = collectionView.layoutMargins
        let adjusted = collectionView.adjustedContentInset
        return CompositionalViewport(
            size: Size2D(collectionView.bounds.size),
            safeAreaInsets: Insets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
            layoutMargins: Insets(
                top: safe.top + margins.top, left: safe.left + max(16, margins.left),
                bottom: safe.bottom + margins.bottom, right: safe.right + max(16, margins.right)),
            adjustedContentInset: Insets(top: adjusted.top, left: adjusted.left, bottom: adjusted.bottom, right: adjusted.right))
    }

    /// The elements meeting `rect` with the viewport at `offset`.
    func attributes(in rect: Rect2D, at offset: Point2D, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        geometry.attributesNamingEveryKind(in: rect, at: offset, orthogonalOffsets: orthogonalOffsets)
    }

    /// One element by kind and index path with the viewport at `offset`: searched in its section's stretch
    /// along the scroll axis, then (layout-wide supplementaries) in the whole content.
    func element(
        _ kind: ElementKind, elementKind: String?, section: Int, item: Int, at offset: Point2D, orthogonalOffsets: [Int: Double]
    ) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(section) else { return nil }
        func matches(_ attributes: LayoutAttributes) -> Bool {
            let sameKind = kind == .supplementary
                ? [.header, .footer, .supplementary].contains(attributes.kind) : attributes.kind == kind
            return sameKind && attributes.section == section && attributes.item == item && attributes.elementKind == elementKind
        }
        let content = Rect2D(origin: .zero, size: geometry.contentSize)
        for stretch in [geometry.sections[section].frame, content] {
            let rect = acrossEverything(stretch)
            if let found = attributes(in: rect, at: offset, orthogonalOffsets: orthogonalOffsets).first(where: matches) {
                return found
            }
        }
        return nil
    }

    /// Whether `attributes` are a cell or an item's view in an orthogonally scrolling section.
    func scrollsOrthogonally(_ attributes: LayoutAttributes) -> Bool {
        guard attributes.kind == .cell || attributes.kind == .supplementary,
              geometry.sections.indices.contains(attributes.section) else { return false }
        return geometry.sections[attributes.section].orthogonalScrollingBehavior != .none
    }

    /// `rect`'s stretch along the scroll axis, unbounded across it (orthogonal sections' cells lie anywhere there).
    private func acrossEverything(_ rect: Rect2D) -> Rect2D {
        let far = 1e15
        return geometry.scrollDirection == .vertical
            ? Rect2D(x: -far, y: rect.y, width: 2 * far, height: rect.height)
            : Rect2D(x: rect.x, y: -far, width: rect.width, height: 2 * far)
    }
}
#endif
