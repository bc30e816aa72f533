#if !canImport(UIKit)
import LayoutCore

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
        return CGRect(Rect2D(rect).mirrored(acrossWidth: Double(contentWidth)))
    }

    /// The frames mirrored when flipping; the layout's own objects are never changed.
    func apply(to attributes: inout [LayoutAttributes]) {
        guard let contentWidth else { return }
        for i in attributes.indices {
            attributes[i].frame = attributes[i].frame.mirrored(acrossWidth: Double(contentWidth))
        }
    }
}
#endif
