#if !canImport(UIKit)
import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// LayoutShot's attributes for this element: kind from the category and kind string, the untransformed
    /// frame, and `transform3D`'s screen-plane part (m11 m12 m21 m22 m41 m42) as the transform.
    var layoutShotAttributes: LayoutAttributes { layoutShotAttributes(indexPath: indexPath) }

    /// The same, with the index path already read (reading it again costs a retain and an access check).
    func layoutShotAttributes(indexPath: IndexPath) -> LayoutAttributes {
        let kind = elementKind
        let t = transform3D
        return LayoutAttributes(
            kind: kind, section: indexPath.count > 0 ? indexPath[0] : 0, item: indexPath.count > 1 ? indexPath[1] : 0,
            frame: Rect(frame), zIndex: zIndex, alpha: Double(alpha),
            transform: AffineTransform(
                a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22), tx: Double(t.m41), ty: Double(t.m42)),
            elementKind: kind == .supplementary || kind == .decoration ? representedElementKind : nil)
    }
}
#endif
