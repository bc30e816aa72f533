#if !canImport(UIKit)
extension UIColor {
    /// The colour as a CoreGraphics colour, for layers' colour properties.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour of a CoreGraphics colour's components (grey when it has two).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
        else { self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1) }
    }

    /// The same colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif
