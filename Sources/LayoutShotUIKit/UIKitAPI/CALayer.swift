#if !canImport(UIKit)
/// A view's layer, as Core Animation's class. Its geometry is the view's: `bounds`, `position` (the view's
/// `center`), `anchorPoint` and `transform` decide where a cell the host applies attributes to is drawn,
/// `opacity` and `isHidden` fade or hide it, and a `CAShapeLayer` `mask` with a path clips it. The other
/// properties are kept, not drawn.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint = .zero
    /// The point transforms turn about, in unit coordinates of the bounds (the centre by default); changing
    /// it keeps `position` and so moves the frame.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's 3-D transform about its anchor point; its screen-plane part is drawn.
    open var transform: CATransform3D = CATransform3DIdentity
    /// Opacity, 0 to 1.
    open var opacity: Float = 1
    /// Whether the layer is left out of the picture.
    open var isHidden = false
    /// Drawing order among siblings.
    open var zPosition: CGFloat = 0
    /// A layer whose opaque parts show this one; a `CAShapeLayer` with a path clips the element's drawing.
    open var mask: CALayer?
    /// The transform applied to sublayers (where perspective usually goes).
    open var sublayerTransform: CATransform3D {
        get { appearance?.sublayerTransform ?? Appearance.defaults.sublayerTransform }
        set { keptAppearance.sublayerTransform = newValue }
    }
    /// The anchor point's depth.
    open var anchorPointZ: CGFloat {
        get { appearance?.anchorPointZ ?? Appearance.defaults.anchorPointZ }
        set { keptAppearance.anchorPointZ = newValue }
    }
    /// Corner radius of the layer's background.
    open var cornerRadius: CGFloat {
        get { appearance?.cornerRadius ?? Appearance.defaults.cornerRadius }
        set { keptAppearance.cornerRadius = newValue }
    }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { appearance?.maskedCorners ?? Appearance.defaults.maskedCorners }
        set { keptAppearance.maskedCorners = newValue }
    }
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds: Bool {
        get { appearance?.masksToBounds ?? Appearance.defaults.masksToBounds }
        set { keptAppearance.masksToBounds = newValue }
    }
    /// Whether the back of the layer shows when it is turned away.
    open var isDoubleSided: Bool {
        get { appearance?.isDoubleSided ?? Appearance.defaults.isDoubleSided }
        set { keptAppearance.isDoubleSided = newValue }
    }
    /// Whether the layer is drawn once into a bitmap and reused.
    open var shouldRasterize: Bool {
        get { appearance?.shouldRasterize ?? Appearance.defaults.shouldRasterize }
        set { keptAppearance.shouldRasterize = newValue }
    }
    /// Pixels per point for rasterization.
    open var rasterizationScale: CGFloat {
        get { appearance?.rasterizationScale ?? Appearance.defaults.rasterizationScale }
        set { keptAppearance.rasterizationScale = newValue }
    }
    /// Pixels per point of the layer's content.
    open var contentsScale: CGFloat {
        get { appearance?.contentsScale ?? Appearance.defaults.contentsScale }
        set { keptAppearance.contentsScale = newValue }
    }
    /// The layer's image content; kept.
    open var contents: Any? {
        get { appearance?.contents ?? nil }
        set { keptAppearance.contents = newValue }
    }
    /// The background colour; kept.
    open var backgroundColor: CGColor? {
        get { appearance?.backgroundColor ?? Appearance.defaults.backgroundColor }
        set { keptAppearance.backgroundColor = newValue }
    }
    /// The border's width; kept.
    open var borderWidth: CGFloat {
        get { appearance?.borderWidth ?? Appearance.defaults.borderWidth }
        set { keptAppearance.borderWidth = newValue }
    }
    /// The border's colour; kept.
    open var borderColor: CGColor? {
        get { appearance?.borderColor ?? Appearance.defaults.borderColor }
        set { keptAppearance.borderColor = newValue }
    }
    /// The shadow's colour; kept.
    open var shadowColor: CGColor? {
        get { appearance?.shadowColor ?? Appearance.defaults.shadowColor }
        set { keptAppearance.shadowColor = newValue }
    }
    /// The shadow's opacity; kept.
    open var shadowOpacity: Float {
        get { appearance?.shadowOpacity ?? Appearance.defaults.shadowOpacity }
        set { keptAppearance.shadowOpacity = newValue }
    }
    /// The shadow's offset; kept.
    open var shadowOffset: CGSize {
        get { appearance?.shadowOffset ?? Appearance.defaults.shadowOffset }
        set { keptAppearance.shadowOffset = newValue }
    }
    /// The shadow's blur radius; kept.
    open var shadowRadius: CGFloat {
        get { appearance?.shadowRadius ?? Appearance.defaults.shadowRadius }
        set { keptAppearance.shadowRadius = newValue }
    }
    /// The shadow's shape; kept.
    open var shadowPath: CGPath? {
        get { appearance?.shadowPath ?? Appearance.defaults.shadowPath }
        set { keptAppearance.shadowPath = newValue }
    }
    /// A name for the app's own use.
    open var name: String? {
        get { appearance?.name ?? Appearance.defaults.name }
        set { keptAppearance.name = newValue }
    }
    /// Whether the layer's content is fully opaque; kept.
    open var isOpaque: Bool {
        get { appearance?.isOpaque ?? Appearance.defaults.isOpaque }
        set { keptAppearance.isOpaque = newValue }
    }
    /// The layers inside this one, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is inside.
    open private(set) weak var superlayer: CALayer?

    /// What is kept but never drawn, made on the first change: thousands of cells are made per query, and
    /// most never touch these.
    private var appearance: Appearance?

    private var keptAppearance: Appearance {
        if let appearance { return appearance }
        let made = Appearance()
        appearance = made
        return made
    }

    /// The kept-only properties' storage.
    private final class Appearance {
        /// The values a layer starts with.
        nonisolated(unsafe) static let defaults = Appearance()
        var sublayerTransform: CATransform3D = CATransform3DIdentity
        var anchorPointZ: CGFloat = 0
        var cornerRadius: CGFloat = 0
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var masksToBounds: Bool = false
        var isDoubleSided: Bool = true
        var shouldRasterize: Bool = false
        var rasterizationScale: CGFloat = 1
        var contentsScale: CGFloat = 1
        var contents: Any? = nil
        var backgroundColor: CGColor? = nil
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = nil
        var shadowColor: CGColor? = nil
        var shadowOpacity: Float = 0
        var shadowOffset: CGSize = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath? = nil
        var name: String? = nil
        var isOpaque: Bool = false
    }

    /// Creates a layer.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s geometry and appearance, as Core Animation makes for presentation layers.
    public required init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        zPosition = layer.zPosition
        cornerRadius = layer.cornerRadius
        masksToBounds = layer.masksToBounds
        mask = layer.mask
        backgroundColor = layer.backgroundColor
    }

    /// The layer's rectangle in its superlayer: `bounds` placed with `anchorPoint` at `position`, and when
    /// `transform` is not the identity the box around it turned about the anchor point, as Core Animation
    /// computes it. Setting it sets the bounds' size and the position for the untransformed layer.
    open var frame: CGRect {
        get { LayerGeometry.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Adds `layer` at `index` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Asks for the content to be drawn again; nothing is drawn here.
    open func setNeedsDisplay() {}

    /// Asks for the sublayers to be laid out again; nothing lays layers out here.
    open func setNeedsLayout() {}

    /// Animations are pictures here, not motion: the animation is dropped and the model values stay.
    open func add(_ anim: CAAnimation, forKey key: String?) {}

    /// Removes every animation; there are none.
    open func removeAllAnimations() {}

    /// Removes the animation of `key`; there is none.
    open func removeAnimation(forKey key: String) {}

    /// The keys of the running animations: nil, as `add(_:forKey:)` keeps none (Core Animation's answer when
    /// there are none).
    open func animationKeys() -> [String]? { nil }

    /// The actions the layer takes when a property changes (`["bounds": NSNull()]` turns one off); kept, as
    /// nothing animates here.
    open var actions: [String: any CAAction]?
}

/// Which corners a layer's `cornerRadius` rounds, as Core Animation's option set.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left on a y-down screen.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right on a y-down screen.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left on a y-down screen.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right on a y-down screen.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
#endif
