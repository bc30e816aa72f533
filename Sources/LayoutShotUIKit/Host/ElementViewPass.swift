#if !canImport(UIKit)
import LayoutCore

/// What UICollectionView does with the elements it shows, in UIKit's order: asks the data source for each one's
/// view, whose dequeuing (`dequeueReusableCell(withReuseIdentifier:for:)`,
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`) sets the attributes' centre, size,
/// `transform3D`, alpha, zIndex and hidden state on it and calls its `apply(_:)` with the layout's own attributes
/// object, so what the data source then sets stands (a view it made without dequeuing, and a decoration view of
/// the layout's registered class, get the attributes once made); then `collectionView(_:willDisplay:forItemAt:)`.
/// An element the last query showed too keeps its view, given the new attributes only, as UIKit keeps the cell of
/// an item that stays visible while it scrolls or its layout changes; a reload or a batch update makes all anew.
/// Self-sizing (`preferredLayoutAttributesFitting(_:)`) happened in the layout pass before. What the view's
/// geometry then is becomes what is drawn.
@MainActor
struct ElementViewPass {
    let collectionView: UICollectionView

    /// The drawn attributes of `elements` (one for one with `sources`, the layout's objects) and the views made
    /// for them in drawing order, keyed as the visible-view questions ask. A view hidden by `apply(_:)` is left
    /// out of the picture. The elements are changed in place, only where a view moved away from its attributes.
    func run(
        _ elements: [LayoutAttributes], sources: [UICollectionViewLayoutAttributes]
    ) -> (drawn: [LayoutAttributes], views: [(key: VisibleViewKey, view: UICollectionReusableView)]) {
        var drawn = elements
        var hidden: [Int] = []
        var views: [(key: VisibleViewKey, view: UICollectionReusableView)] = []
        views.reserveCapacity(elements.count)
        let kept = collectionView.keptElementViews()
        for index in elements.indices {
            let source = sources[index]
            let frame = elements[index].frame
            let category = source.representedElementCategory
            let kind = category == .cell ? nil : source.representedElementKind
            let applied = attributesToApply(frame, source)
            let center = CGPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            let size = CGSize(width: frame.width, height: frame.height)
            let element = ElementDequeue(kind: kind, indexPath: source.indexPath, attributes: applied, center: center, size: size)
            let key = VisibleViewKey(kind: kind, indexPath: source.indexPath)
            let view: UICollectionReusableView
            if let keptView = kept[key] {
                element.apply(to: keptView)
                (keptView as? UICollectionViewCell)?.fitContentView()
                view = keptView
            } else {
                view = newView(for: element, category: category)
            }
            views.append((key, view))
            switch ViewDrawing(view: view).change(of: elements[index], center: center, size: size, transform: applied.transform3D) {
            case .none: break
            case .hidden: hidden.append(index)
            case .drawn(let changed): drawn[index] = changed
            }
        }
        for index in hidden.reversed() { drawn.remove(at: index) }
        return (drawn, views)
    }

    /// The view the data source (or, for a decoration, the layout) makes for `element`, holding its attributes,
    /// its cell's content view fitted and the delegate told it will be displayed.
    private func newView(for element: ElementDequeue, category: UICollectionView.ElementCategory) -> UICollectionReusableView {
        let path = element.indexPath
        let kind = element.kind
        let outer = collectionView.passState.dequeuing
        collectionView.passState.dequeuing = category == .decorationView ? nil : element
        let view: UICollectionReusableView
        switch category {
        case .cell:
            view = collectionView.dataSource?.collectionView(collectionView, cellForItemAt: path) ?? UICollectionViewCell()
        case .supplementaryView:
            view = (try? collectionView.dataSource?.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind ?? "", at: path))
                ?? UICollectionReusableView()
        case .decorationView:
            view = collectionView.collectionViewLayout.makeDecorationView(ofKind: kind ?? "")
        }
        // A view dequeued for this element already holds its attributes, and what the data source set on it
        // since stands; any other view (made without dequeuing, or a decoration) gets them now.
        if collectionView.passState.dequeuing?.view !== view { element.apply(to: view) }
        collectionView.passState.dequeuing = outer
        let delegate = collectionView.delegate
        if let cell = view as? UICollectionViewCell {
            cell.fitContentView()
            try? delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: path)
        } else if let kind, category == .supplementaryView {
            try? delegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
        }
        return view
    }

    /// The layout's object, or a copy at the drawn frame when the collection view mirrored it.
    private func attributesToApply(_ frame: Rect2D, _ source: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let rect = CGRect(frame)
        guard rect != source.frame, let copy = source.copy() as? UICollectionViewLayoutAttributes else { return source }
        copy.frame = rect
        return copy
    }
}
#endif
