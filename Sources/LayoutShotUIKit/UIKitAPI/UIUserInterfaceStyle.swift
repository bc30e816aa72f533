#if !canImport(UIKit)
/// Light or dark, as UIKit's enum.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension UITraitCollection {
    /// The appearance: always light, the one the host draws (every system colour here is its light value).
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
}
#endif
