#if !canImport(UIKit)
/// The mirror UIKit applies to a layout that flips in the opposite layout direction: the layout computes
/// in its development direction, and the collection view mirrors query rects and frames across the content.
@MainActor
struct HorizontalFlip {
    /// The content width to mirror across, `nil` when the layout is used as it is.
    let contentWidth: CGFloat?

    init(layout: UICollectionViewLayout, contentWidth: CGFloat) {
        let direction = layout.collectionView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let flips = layout.flipsHorizontallyInOppositeLayoutDirection && direction != layout.developmentLayoutDirection
        self.contentWidth = flips ? contentWidth : nil
    }

    /// `rect` mirrored when flipping.
    func apply(to rect: CGRect) -> CGRect {
        guard let contentWidth else { return rect }
        return CGRect(x: contentWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Copies of `attributes` with mirrored frames when flipping; the layout's own objects are never changed.
    func apply(to attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard contentWidth != nil else { return attributes }
        return attributes.map { original in
            let mirrored = original.copy() as? UICollectionViewLayoutAttributes ?? original
            mirrored.frame = apply(to: original.frame)
            return mirrored
        }
    }
}
#endif
