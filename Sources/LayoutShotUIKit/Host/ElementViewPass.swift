#if !canImport(UIKit)
import LayoutCore

/// What UICollectionView does with the elements it shows: makes each one's view (the data source's cell or
/// supplementary view, the layout's registered decoration class), sets the attributes' centre, size,
/// `transform3D`, alpha, zIndex and hidden state on it, then calls its `apply(_:)` with the layout's own
/// attributes object. What the view's geometry then is becomes what is drawn.
@MainActor
struct ElementViewPass {
    let collectionView: UICollectionView

    /// The drawn attributes of `elements` (one for one with `sources`, the layout's objects) and the views made
    /// for them in drawing order, keyed as the visible-view questions ask. A view hidden by `apply(_:)` is left out of the picture.
    func run(
        _ elements: [LayoutAttributes], sources: [UICollectionViewLayoutAttributes]
    ) -> (drawn: [LayoutAttributes], views: [(key: VisibleViewKey, view: UICollectionReusableView)]) {
        var drawn: [LayoutAttributes] = []
        drawn.reserveCapacity(elements.count)
        var views: [(key: VisibleViewKey, view: UICollectionReusableView)] = []
        views.reserveCapacity(elements.count)
        for (element, source) in zip(elements, sources) {
            let path = source.indexPath
            let kind = source.representedElementKind
            let view = makeView(for: source, indexPath: path)
            let applied = attributesToApply(element, source)
            let center = CGPoint(x: element.frame.center.x, y: element.frame.center.y)
            let size = CGSize(width: element.frame.width, height: element.frame.height)
            view.center = center
            view.bounds.size = size
            view.layer.transform = applied.transform3D
            view.alpha = applied.alpha
            view.layer.zPosition = CGFloat(applied.zIndex)
            view.isHidden = applied.isHidden
            view.apply(applied)
            if let cell = view as? UICollectionViewCell {
                cell.fitContentView()
                collectionView.delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: path)
            } else if let kind, source.representedElementCategory == .supplementaryView {
                collectionView.delegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
            }
            views.append((VisibleViewKey(kind: source.representedElementCategory == .cell ? nil : kind, indexPath: path), view))
            if let shown = ViewDrawing(view: view).drawn(element, center: center, size: size, transform: applied.transform3D) {
                drawn.append(shown)
            }
        }
        return (drawn, views)
    }

    /// The layout's object, or a copy at the drawn frame when the collection view mirrored it.
    private func attributesToApply(_ element: LayoutAttributes, _ source: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let frame = CGRect(element.frame)
        guard frame != source.frame, let copy = source.copy() as? UICollectionViewLayoutAttributes else { return source }
        copy.frame = frame
        return copy
    }

    private func makeView(for source: UICollectionViewLayoutAttributes, indexPath: IndexPath) -> UICollectionReusableView {
        switch source.representedElementCategory {
        case .cell:
            return collectionView.dataSource?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell()
        case .supplementaryView:
            let kind = source.representedElementKind ?? ""
            return collectionView.dataSource?.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
                ?? UICollectionReusableView()
        case .decorationView:
            return collectionView.collectionViewLayout.makeDecorationView(ofKind: source.representedElementKind ?? "")
        }
    }
}
#endif
