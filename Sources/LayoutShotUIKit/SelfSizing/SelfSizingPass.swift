#if !canImport(UIKit)
/// One round of UIKit's self-sizing over the elements a query returned: for each element its layout leaves
/// to it, the view comes from the data source (which dequeues it, the attributes applied as it does), is asked for
/// `preferredLayoutAttributesFitting(_:)` with a copy of the layout's attributes while its
/// `systemLayoutSizeFitting` answers from the provider, and the layout is asked
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`; when it accepts,
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and `invalidateLayout(with:)`
/// follow, in that order, element by element.
///
/// A layout takes part by what it answers: `selfSizingAxes(for:)` (which elements and axes are estimated)
/// and the two preferred-attributes hooks, so a new kind of layout plugs in by overriding those.
@MainActor
struct SelfSizingPass {
    let collectionView: UICollectionView
    let provider: SelfSizingProvider

    /// Sizes the visible elements of `attributes`; returns how many preferred sizes the layout accepted.
    func run(on attributes: [UICollectionViewLayoutAttributes]) -> Int {
        let layout = collectionView.collectionViewLayout
        var accepted = 0
        for original in attributes where !original.isHidden {
            let axes = layout.selfSizingAxes(for: original)
            guard !axes.isEmpty, let (view, dequeued) = view(for: original) else { continue }
            // A view dequeued for the element already holds its attributes, and what the data source set since stands.
            if !dequeued { view.frame = original.frame }
            let element = SelfSizingElement(
                indexPath: original.indexPath, category: original.representedElementCategory,
                elementKind: original.representedElementKind, axes: axes, provider: provider)
            // Cells often fit their content view rather than themselves: both answer for the element.
            let content = (view as? UICollectionViewCell)?.contentView
            view.sizingElement = element
            content?.sizingElement = element
            // A copy, as UIKit passes one: cells often resize the object they are given and return it.
            let offered = original.copy() as? UICollectionViewLayoutAttributes ?? original
            let preferred = view.preferredLayoutAttributesFitting(offered)
            view.sizingElement = nil
            content?.sizingElement = nil
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            layout.invalidateLayout(with: context)
            accepted += 1
        }
        return accepted
    }

    /// The view the data source gives for the element, as UIKit gets cells and supplementary views to size, and
    /// whether it was dequeued for the element, which applies the attributes as the data source gets it
    /// (`dequeueReusableCell(withReuseIdentifier:for:)`: UIKit configures the view for its position first).
    private func view(for attributes: UICollectionViewLayoutAttributes) -> (UICollectionReusableView, dequeued: Bool)? {
        guard let dataSource = collectionView.dataSource else { return nil }
        let frame = attributes.frame
        let category = attributes.representedElementCategory
        let kind = category == .cell ? nil : attributes.representedElementKind
        let outer = collectionView.passState.dequeuing
        defer { collectionView.passState.dequeuing = outer }
        collectionView.passState.dequeuing = ElementDequeue(
            kind: kind, indexPath: attributes.indexPath, attributes: attributes,
            center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size)
        let view: UICollectionReusableView
        switch category {
        case .cell:
            view = dataSource.collectionView(collectionView, cellForItemAt: attributes.indexPath)
        case .supplementaryView:
            view = (try? dataSource.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind ?? "", at: attributes.indexPath))
                ?? UICollectionReusableView(frame: .zero)
        case .decorationView:
            return nil
        }
        return (view, collectionView.passState.dequeuing?.view === view)
    }
}
#endif
