#if !canImport(UIKit)
extension UIControl {
    /// Where a control's content sits across its bounds, as UIKit's enum.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center
        /// At the left edge.
        case left
        /// At the right edge.
        case right
        /// Stretched across.
        case fill
        /// At the leading edge (left in a left-to-right interface).
        case leading
        /// At the trailing edge.
        case trailing
    }

    /// Where a control's content sits down its bounds, as UIKit's enum.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Stretched down.
        case fill
    }
}
#endif
