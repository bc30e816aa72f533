#if !canImport(UIKit)
/// A view's layer, as Core Animation's class: the properties layout code sets on cells' layers compile and
/// are kept, but views are never drawn, so only layout attributes reach the picture.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint = .zero
    /// The point transforms turn about, in unit coordinates of the bounds (the centre by default).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's 3-D transform about its anchor point.
    open var transform: CATransform3D = CATransform3DIdentity
    /// The transform applied to sublayers (where perspective usually goes).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Opacity, 0 to 1.
    open var opacity: Float = 1
    /// Drawing order among siblings.
    open var zPosition: CGFloat = 0
    /// Corner radius of the layer's background.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// Whether the back of the layer shows when it is turned away.
    open var isDoubleSided = true
    /// Whether the layer is drawn once into a bitmap and reused.
    open var shouldRasterize = false
    /// Pixels per point for rasterization.
    open var rasterizationScale: CGFloat = 1

    /// Creates a layer.
    public override init() {
        super.init()
    }
}
#endif
