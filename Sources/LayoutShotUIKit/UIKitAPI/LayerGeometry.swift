#if !canImport(UIKit)
/// The geometry a view keeps for its plain `CALayer` until something asks for the layer: the host makes a view
/// for every element it draws (thousands per query), and most never touch their layer. The anchor point is the
/// middle, as a new layer's is; the layer takes these values when it is made.
struct LayerGeometry {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    /// The transform when it is not the identity, stored apart: most elements are not turned, and the view
    /// stays small.
    private var turned: Turned?

    /// A transform that is not the identity.
    private final class Turned {
        let transform: CATransform3D

        init(_ transform: CATransform3D) {
            self.transform = transform
        }
    }

    /// The layer's transform.
    var transform: CATransform3D {
        get { turned?.transform ?? CATransform3DIdentity }
        set { turned = CATransform3DIsIdentity(newValue) ? nil : Turned(newValue) }
    }

    /// Whether these are a new layer's values, so a layer made now needs none of them.
    var isInitial: Bool {
        bounds == .zero && position == .zero && zPosition == 0 && turned == nil
    }

    /// The layer's frame: see `CALayer.frame`.
    var frame: CGRect {
        get { Self.frame(bounds: bounds, position: position, anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: transform) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + 0.5 * newValue.width, y: newValue.minY + 0.5 * newValue.height)
        }
    }

    /// Hands the values to `layer`, the view's layer made now.
    @MainActor
    func give(to layer: CALayer) {
        layer.bounds = bounds
        layer.position = position
        layer.transform = transform
        layer.zPosition = zPosition
    }

    /// `bounds` placed with `anchorPoint` at `position`, and when `transform` is not the identity the box around
    /// it turned about the anchor point, as Core Animation computes a layer's frame.
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let box = CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
        if CATransform3DIsIdentity(transform) { return box }
        let about = CGAffineTransform(translationX: -position.x, y: -position.y)
            .concatenating(transform.affinePart).concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        return box.applying(about)
    }
}
#endif
