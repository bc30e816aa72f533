#if !canImport(UIKit)
/// A coarse class of available width or height, as UIKit's enumeration.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Constrained space, as a phone's width in portrait.
    case compact = 1
    /// Ample space, as an iPad's width.
    case regular = 2
}
#endif
