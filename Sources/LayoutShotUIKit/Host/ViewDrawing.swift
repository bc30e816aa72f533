#if !canImport(UIKit)
import LayoutCore

/// How a view the host applied attributes to is drawn: its untransformed box is `bounds` placed with the
/// layer's anchor point at `center`, turned about that point by the layer's transform (its screen-plane part),
/// faded by `alpha` times the layer's opacity, clipped by a shape-layer mask, left out when hidden.
@MainActor
struct ViewDrawing {
    let view: UIView

    /// How the view's drawing differs from `element`, as the attributes left it.
    enum Change {
        /// The view is exactly as the attributes left it: `element` stands (no rounding through the centre).
        case none
        /// The view is hidden: it is not drawn.
        case hidden
        /// The view moved, turned, faded or was masked: this is what it draws.
        case drawn(LayoutAttributes)
    }

    /// `element` as the view now draws it.
    func change(of element: LayoutAttributes, center: CGPoint, size: CGSize, transform: CATransform3D) -> Change {
        let layer = view.layer
        if view.isHidden || layer.isHidden { return .hidden }
        let anchor = layer.anchorPoint
        let untouched = layer.position == center && layer.bounds.size == size && anchor == CGPoint(x: 0.5, y: 0.5)
            && layer.transform == transform && view.alpha == CGFloat(element.alpha) && layer.opacity == 1 && layer.mask == nil
        if untouched { return .none }
        var result = element
        let bounds = layer.bounds
        let position = layer.position
        let frame = Rect(
            x: Double(position.x - anchor.x * bounds.width), y: Double(position.y - anchor.y * bounds.height),
            width: Double(bounds.width), height: Double(bounds.height))
        result.frame = frame
        result.transform = Self.aboutCenter(LayoutCore.AffineTransform(layer.transform.affinePart), pivot: Point(position), frame: frame)
        result.alpha = Double(view.alpha) * Double(layer.opacity)
        if let shape = layer.mask as? CAShapeLayer, let path = shape.path {
            result.clip = ClipShape(
                path: path, in: bounds, evenOdd: shape.fillRule == .evenOdd, maskFrame: shape.frame, maskBounds: shape.bounds)
        }
        return .drawn(result)
    }

    /// The transform about the frame's centre that does what `transform` does about `pivot`: the same linear
    /// part, the translation moved by how the linear part carries the centre about the pivot.
    static func aboutCenter(_ transform: LayoutCore.AffineTransform, pivot: Point, frame: Rect) -> LayoutCore.AffineTransform {
        let c = frame.center
        let (dx, dy) = (c.x - pivot.x, c.y - pivot.y)
        var result = transform
        result.tx += transform.a * dx + transform.c * dy - dx
        result.ty += transform.b * dx + transform.d * dy - dy
        return result
    }
}
#endif
