#if !canImport(UIKit)
/// A layer that draws a path, as Core Animation's class. As a view's `layer.mask`, its path (in the view's
/// bounds coordinates) clips what the host draws of the element; its other properties are kept.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath?
    /// The fill colour; kept.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// How the inside is decided; `.evenOdd` is honoured when the path clips.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour; kept.
    open var strokeColor: CGColor?
    /// The stroke width; kept.
    open var lineWidth: CGFloat = 1
    /// The stroke's ends; kept.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The stroke's corners; kept.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The dash pattern; kept.
    open var lineDashPattern: [NSNumber]?
    /// Where the stroke starts, 0 to 1; kept.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, 0 to 1; kept.
    open var strokeEnd: CGFloat = 1
}

/// How a shape layer decides its inside, as Core Animation's string constants.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// A rule from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke ends, as Core Animation's string constants.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// A cap from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners, as Core Animation's string constants.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// A join from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
#endif
