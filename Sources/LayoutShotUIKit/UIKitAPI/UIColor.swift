#if !canImport(UIKit)
import LayoutCore

/// A colour, as UIKit's class, for the properties that take one (a list's background, its separators, a
/// swipe action's background). A list's background colour is drawn; the others are stored.
///
/// `@unchecked Sendable` because every property is an immutable `let`, as UIKit's colours are immutable.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, 0 to 1.
    public let red: CGFloat
    /// Green, 0 to 1.
    public let green: CGFloat
    /// Blue, 0 to 1.
    public let blue: CGFloat
    /// Opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// The light appearance's background: white (Apple's Human Interface Guidelines, Color).
    open class var systemBackground: UIColor { .white }
    /// The light appearance's grouped background: 242, 242, 247 (Apple's Human Interface Guidelines, Color).
    open class var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The light appearance's background of grouped content: white (Apple's Human Interface Guidelines, Color).
    open class var secondarySystemGroupedBackground: UIColor { .white }

    /// Equal when of the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// Consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }
}

extension UIColor {
    /// The colour at 8 bits a channel, each component clamped to 0...1 and rounded.
    var rgbaColor: RGBAColor {
        func byte(_ c: CGFloat) -> UInt8 { UInt8((min(1, max(0, Double(c))) * 255).rounded()) }
        return RGBAColor(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
    }
}
#endif
