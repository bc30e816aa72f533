#if !canImport(UIKit)
import LayoutCore

extension LayoutHost {
    /// Performs `updates` (which change the data source and call `insertItems(at:)`, `deleteItems(at:)`,
    /// `moveItem(at:to:)`, ... on the collection view) as one batch update at content offset `offset` and
    /// returns its pictures: the viewport before, the start of the animation, its midpoint when `midpoint` is
    /// `true`, and the viewport after. An update that does not match the data source's new counts throws the
    /// "Invalid update" fault; what the layout returns is checked as for `resolve(at:)`.
    public func transition(
        at offset: CGPoint = .zero, midpoint: Bool = false, updates: () -> Void
    ) throws(LayoutFault) -> LayoutTransition {
        let before = try resolve(at: offset)
        collectionView.passState.maximumPrepares = options.maximumPrepares
        collectionView.passState.lastAnimation = nil
        try pass { withoutActuallyEscaping(updates) { collectionView.performBatchUpdates($0) } }
        return try pictures(from: before, at: offset, midpoint: midpoint)
    }

    /// Resizes the viewport to `viewport` as an animated bounds change (a rotation, a split-view resize) at
    /// content offset `offset` and returns its pictures: before, the animation's start, its midpoint when
    /// `midpoint` is `true`, and after, at the new size. The layout gets `prepare(forAnimatedBoundsChange:)`,
    /// the initial and final attributes of the elements shown, and `finalizeAnimatedBoundsChange()`.
    public func transition(
        toViewport viewport: CGSize, at offset: CGPoint = .zero, midpoint: Bool = false
    ) throws(LayoutFault) -> LayoutTransition {
        let before = try resolve(at: offset)
        collectionView.passState.maximumPrepares = options.maximumPrepares
        collectionView.passState.lastAnimation = nil
        try pass { collectionView.performAnimatedBoundsChange(to: viewport) }
        return try pictures(from: before, at: offset, midpoint: midpoint)
    }

    /// The start and midpoint of the animation the collection view just collected, between `before` and the
    /// viewport at `offset` now.
    private func pictures(from before: ResolvedLayout, at offset: CGPoint, midpoint: Bool) throws(LayoutFault) -> LayoutTransition {
        guard let animation = collectionView.passState.lastAnimation else {
            return LayoutTransition(before: before, start: before, midpoint: midpoint ? before : nil, after: before)
        }
        let flip = HorizontalFlip(layout: layout, contentWidth: animation.contentSize.width)
        var starts: [LayoutAttributes] = []
        var middles: [LayoutAttributes] = []
        for element in animation.elements {
            let from = try converted(element.from, element: element, flip: flip)
            let to = try converted(element.to, element: element, flip: flip)
            if let shown = element.appears ? from : to { starts.append(shown) }
            if midpoint, let from, let to { middles.append(from.interpolated(to: to, fraction: 0.5)) }
        }
        let after = try resolve(at: offset)
        return LayoutTransition(
            before: before, start: picture(starts, like: after),
            midpoint: midpoint ? picture(middles, like: after) : nil, after: after)
    }

    /// The element's attributes under its name in the picture, `nil` when hidden; a non-finite frame is a fault
    /// naming the method that returned it.
    private func converted(
        _ attributes: UICollectionViewLayoutAttributes, element: UpdateAnimation.Element, flip: HorizontalFlip
    ) throws(LayoutFault) -> LayoutAttributes? {
        let frame = attributes.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite else {
            throw .nonFiniteFrame(
                element: LayoutFault.describe(category: element.key.category, kind: element.key.kind, indexPath: element.key.indexPath),
                method: (attributes === element.from) == element.appears ? element.method : "layoutAttributesForElements(in:)",
                frame: frame)
        }
        if attributes.isHidden { return nil }
        var converted = [attributes.layoutShotAttributes(indexPath: element.key.indexPath)]
        flip.apply(to: &converted)
        return converted[0]
    }

    private func picture(_ attributes: [LayoutAttributes], like after: ResolvedLayout) -> ResolvedLayout {
        ResolvedLayout(
            viewport: after.viewport, contentSize: after.contentSize, offset: after.offset, visible: after.visible,
            attributes: attributes.sorted(by: LayoutAttributes.canonicallyPrecedes))
    }
}
#endif
