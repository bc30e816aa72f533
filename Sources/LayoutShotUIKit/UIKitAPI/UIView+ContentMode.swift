#if !canImport(UIKit)
extension UIView {
    /// How a view's content fills its bounds, as UIKit's enum.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, aspect kept.
        case scaleAspectFit
        /// Scaled to fill, aspect kept.
        case scaleAspectFill
        /// Drawn again on a bounds change.
        case redraw
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }

    /// How a view resizes with its superview, as UIKit's option set.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
#endif
