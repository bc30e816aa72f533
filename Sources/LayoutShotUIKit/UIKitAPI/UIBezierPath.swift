#if !canImport(UIKit)
/// A path built in UIKit's terms, as UIKit's class, over a `CGMutablePath`: angles and `clockwise` are in
/// the screen's y-down sense (clockwise on screen is increasing angle).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The path being built.
    private var path = CGMutablePath()
    /// The stroke width; kept.
    open var lineWidth: CGFloat = 1
    /// Whether the inside is decided even–odd; kept (a mask takes its shape layer's rule).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse fitting `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle whose `corners` are rounded to `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = min(cornerRadii.width, r.width / 2), h = min(cornerRadii.height, r.height / 2)
        let k: CGFloat = 0.5522847498307936
        let round = { (corner: UIRectCorner) in corners.contains(corner) && w > 0 && h > 0 }
        path.move(to: CGPoint(x: r.minX + (round(.topLeft) ? w : 0), y: r.minY))
        if round(.topRight) {
            path.addLine(to: CGPoint(x: r.maxX - w, y: r.minY))
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + h - k * h))
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.minY)) }
        if round(.bottomRight) {
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))
            path.addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                          control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY))
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.maxY)) }
        if round(.bottomLeft) {
            path.addLine(to: CGPoint(x: r.minX + w, y: r.maxY))
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - h + k * h))
        } else { path.addLine(to: CGPoint(x: r.minX, y: r.maxY)) }
        if round(.topLeft) {
            path.addLine(to: CGPoint(x: r.minX, y: r.minY + h))
            path.addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                          control2: CGPoint(x: r.minX + w - k * w, y: r.minY))
        }
        path.closeSubpath()
    }

    /// An arc about `center` from `startAngle` to `endAngle`, `clockwise` on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a CoreGraphics path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The box around the path's points, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the next element starts.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A quadratic curve to `endPoint` through `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// A cubic curve to `endPoint` through the control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc, `clockwise` on screen (increasing angle).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { path.closeSubpath() }
    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)?.mutableCopy() ?? path
    }
    /// Whether `point` is inside the path.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Fills the path; nothing is drawn here.
    open func fill() {}
    /// Strokes the path; nothing is drawn here.
    open func stroke() {}
    /// Clips drawing to the path; nothing is drawn here.
    open func addClip() {}
}

/// Corners of a rectangle, as UIKit's option set.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// Top right.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// Bottom left.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// Bottom right.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
#endif
