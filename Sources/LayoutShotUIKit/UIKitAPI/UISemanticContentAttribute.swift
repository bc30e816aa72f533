#if !canImport(UIKit)
/// Whether a view's content flips in right-to-left interfaces, as UIKit's; the forced cases decide
/// `effectiveUserInterfaceLayoutDirection` whatever the traits say.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Flips with the interface (the default).
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
#endif
