#if !canImport(UIKit)
// The light appearance's system colours as Apple's Human Interface Guidelines (Color › Specifications) give them for
// iOS, in sRGB 0–255; labels and separators are 60, 60, 67 at the opacity given.
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// System grey 2: 174, 174, 178.
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    /// System grey 3: 199, 199, 204.
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    /// System grey 4: 209, 209, 214.
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    /// System grey 5: 229, 229, 234.
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    /// System grey 6: 242, 242, 247.
    public class var systemGray6: UIColor { rgb(242, 242, 247) }
    /// System orange: 255, 149, 0.
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// System yellow: 255, 204, 0.
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// System pink: 255, 45, 85.
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    /// System purple: 175, 82, 222.
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// System indigo: 88, 86, 214.
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// System teal: 48, 176, 199.
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// System mint: 0, 199, 190.
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    /// System cyan: 50, 173, 230.
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// System brown: 162, 132, 94.
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// Tertiary label: 60, 60, 67 at 30 %.
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// Quaternary label: 60, 60, 67 at 18 %.
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// Placeholder text: 60, 60, 67 at 30 %.
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// Separator: 60, 60, 67 at 29 %.
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// Opaque separator: 198, 198, 200.
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// Tertiary background: white.
    public class var tertiarySystemBackground: UIColor { .white }
    /// Tertiary grouped background: 242, 242, 247.
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// The system fill: 120, 120, 128 at 20 %.
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// The app's tint, system blue unless the app sets one.
    public class var tintColor: UIColor { .systemBlue }

    /// A colour from hue, saturation and brightness (each 0–1), converted to red, green and blue as UIKit converts
    /// them (the hexcone model: six sectors of hue).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, kept as its components: the renderer draws in sRGB, so wide-gamut colours are clipped to it.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif
