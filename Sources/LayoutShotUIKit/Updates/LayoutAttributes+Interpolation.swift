#if !canImport(UIKit)
import LayoutCore

extension LayoutAttributes {
    /// These attributes moved `fraction` of the way to `end`: frame, alpha, scale, corner radius and each
    /// transform component linearly; identity, kind and zIndex are `end`'s.
    func interpolated(to end: LayoutAttributes, fraction t: Double) -> LayoutAttributes {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var result = end
        result.frame = Rect2D(
            x: mix(frame.x, end.frame.x), y: mix(frame.y, end.frame.y),
            width: mix(frame.width, end.frame.width), height: mix(frame.height, end.frame.height))
        result.alpha = mix(alpha, end.alpha)
        result.scale = mix(scale, end.scale)
        result.cornerRadius = mix(cornerRadius, end.cornerRadius)
        result.transform = Transform2D(
            a: mix(transform.a, end.transform.a), b: mix(transform.b, end.transform.b),
            c: mix(transform.c, end.transform.c), d: mix(transform.d, end.transform.d),
            tx: mix(transform.tx, end.transform.tx), ty: mix(transform.ty, end.transform.ty))
        return result
    }
}
#endif
