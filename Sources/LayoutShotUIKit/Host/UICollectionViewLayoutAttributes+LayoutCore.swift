#if !canImport(UIKit)
import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// LayoutShot's attributes for this element: kind from the category and kind string, the untransformed
    /// frame, the engine's corner radius and list hints, and `transform3D`'s screen-plane part (m11 m12 m21 m22 m41 m42) as the transform.
    var layoutShotAttributes: LayoutAttributes { layoutShotAttributes(indexPath: indexPath) }

    /// The same, with the index path already read (reading it again costs a retain and an access check).
    func layoutShotAttributes(indexPath: IndexPath) -> LayoutAttributes {
        let kind = elementKind
        return LayoutAttributes(
            kind: kind, section: indexPath.count > 0 ? indexPath[0] : 0, item: indexPath.count > 1 ? indexPath[1] : 0,
            frame: Rect2D(frame), zIndex: zIndex, alpha: Double(alpha), cornerRadius: Double(layoutShotCornerRadius),
            transform: Transform2D(transform3D.affinePart),
            elementKind: kind == .supplementary || kind == .decoration ? representedElementKind : kind == .cell ? layoutShotCellKind : nil,
            color: layoutShotColor)
    }
}
#endif
