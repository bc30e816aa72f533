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
        // A layer nobody asked for is a new plain layer with the view's geometry: no anchor point, opacity or mask.
        let layer = view.madeLayer
        if view.isHidden || layer?.isHidden == true { return .hidden }
        let anchor = layer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
        let opacity = layer?.opacity ?? 1
        let mask = layer?.mask
        let bounds = view.layerBounds
        let position = view.layerPosition
        let layerTransform = view.layerTransform
        let untouched = position == center && bounds.size == size && anchor == CGPoint(x: 0.5, y: 0.5)
            && layerTransform == transform && view.alpha == CGFloat(element.alpha) && opacity == 1 && mask == nil
        // What the view shows inside (its labels' text, images, accessories, background) is drawn with it.
        let content = ViewContentCapture.content(of: view, kind: element.kind)
        var result = element
        result.content = content
        if untouched { return content == nil ? .none : .drawn(result) }
        let frame = Rect2D(
            x: Double(position.x - anchor.x * bounds.width), y: Double(position.y - anchor.y * bounds.height),
            width: Double(bounds.width), height: Double(bounds.height))
        result.frame = frame
        result.transform = Self.aboutCenter(Transform2D(layerTransform.affinePart), pivot: Point2D(position), frame: frame)
        result.alpha = Double(view.alpha) * Double(opacity)
        if let shape = mask as? CAShapeLayer, let path = shape.path {
            result.clip = ClipShape(
                path: path, in: bounds, evenOdd: shape.fillRule == .evenOdd, maskFrame: shape.frame, maskBounds: shape.bounds)
        }
        return .drawn(result)
    }

    /// The transform about the frame's centre that does what `transform` does about `pivot`: the same linear
    /// part, the translation moved by how the linear part carries the centre about the pivot.
    static func aboutCenter(_ transform: Transform2D, pivot: Point2D, frame: Rect2D) -> Transform2D {
        let c = frame.center
        let (dx, dy) = (c.x - pivot.x, c.y - pivot.y)
        var result = transform
        result.tx += transform.a * dx + transform.c * dy - dx
        result.ty += transform.b * dx + transform.d * dy - dy
        return result
    }
}
#endif
