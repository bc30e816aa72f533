#if !canImport(UIKit)
import LayoutCore

/// One call of every section's `visibleItemsInvalidationHandler` for the collection view at one content offset,
/// with orthogonal scrollers at their offsets, and what the handlers left each item as.
///
/// Each handler gets the section's elements that show inside the bounds, as attributes objects, the section's
/// scroll offset and the layout's environment. An orthogonal section's items are in its scroller's content
/// coordinates (where they lie at its offset 0) and the offset is the scroller's, across the scroll axis; other
/// sections' items are in the collection view's content coordinates and the offset is the collection view's.
/// So `item.frame.midX - offset.x`, the carousel idiom, is where an item's centre is on screen either way.
@MainActor
struct VisibleItemsPass {
    /// One element, by index path and kind.
    struct Key: Hashable {
        var section: Int
        var item: Int
        var kind: ElementKind
        var elementKind: String?

        init(_ attributes: LayoutAttributes) {
            section = attributes.section
            item = attributes.item
            kind = attributes.kind
            elementKind = attributes.elementKind
        }
    }

    /// Where the pass was made: a new offset (or orthogonal offset) calls the handlers again.
    let contentOffset: Point2D
    let orthogonalOffsets: [Int: Double]
    /// What each handler left each visible item as, back in the collection view's content coordinates.
    let results: [Key: UICollectionViewLayoutAttributes]

    /// Calls the handlers of `state` for the collection view's `bounds` at `contentOffset`.
    init(
        state: CompositionalLayoutState, bounds: Rect2D, contentOffset: Point2D, orthogonalOffsets: [Int: Double],
        make: (LayoutAttributes) -> UICollectionViewLayoutAttributes
    ) {
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
        var results: [Key: UICollectionViewLayoutAttributes] = [:]
        guard !state.visibleItemsHandlers.isEmpty else {
            self.results = results
            return
        }
        let shown = state.attributes(in: bounds, at: contentOffset, orthogonalOffsets: orthogonalOffsets)
            .filter { $0.frame.overlaps(bounds) }
        let axis = AxisMapper(direction: state.geometry.scrollDirection)
        for (section, handler) in state.visibleItemsHandlers {
            let orthogonal = state.geometry.sections.indices.contains(section)
                && state.geometry.sections[section].orthogonalScrollingBehavior != .none
            let shift = orthogonal ? orthogonalOffsets[section] ?? 0 : 0
            var keys: [Key] = [], items: [UICollectionViewLayoutAttributes] = [], moved: [Bool] = []
            for attributes in shown where attributes.section == section {
                let item = make(attributes)
                let scrolls = orthogonal && state.scrollsOrthogonally(attributes)
                if scrolls { Self.move(item, by: shift, axis: axis) }
                keys.append(Key(attributes))
                items.append(item)
                moved.append(scrolls)
            }
            let offset = orthogonal
                ? CGPoint(axis.point(u: shift, v: 0))
                : CGPoint(contentOffset)
            handler(items, offset, state.environment)
            for (i, item) in items.enumerated() {
                if moved[i] { Self.move(item, by: -shift, axis: axis) }
                results[keys[i]] = item
            }
        }
        self.results = results
    }

    /// Whether the pass was made for these offsets.
    func matches(contentOffset: Point2D, orthogonalOffsets: [Int: Double]) -> Bool {
        self.contentOffset == contentOffset && self.orthogonalOffsets == orthogonalOffsets
    }

    /// `made` with what the handler left its element as (frame, transform, alpha, zIndex, hidden), if it saw it.
    func apply(to made: UICollectionViewLayoutAttributes, of attributes: LayoutAttributes) {
        guard let result = results[Key(attributes)] else { return }
        made.frame = result.frame
        made.transform3D = result.transform3D
        made.alpha = result.alpha
        made.zIndex = result.zIndex
        made.isHidden = result.isHidden
    }

    /// Moves `item` by `delta` across the scroll axis.
    private static func move(_ item: UICollectionViewLayoutAttributes, by delta: Double, axis: AxisMapper) {
        item.frame.origin[keyPath: axis.u(width: \CGPoint.x, height: \CGPoint.y)] += CGFloat(delta)
    }
}
#endif
