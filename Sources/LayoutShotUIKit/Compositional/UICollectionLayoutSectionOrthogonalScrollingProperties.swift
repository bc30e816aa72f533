#if !canImport(UIKit)
/// How an orthogonally scrolling section's own scroller decelerates and bounces, as UIKit's class (iOS 17).
/// Recorded, not simulated: a snapshot shows the scroller at the offset it is given.
@MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// How fast the scroller slows after a pan, as UIKit's structure of the same name (points kept per millisecond).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate.
        public var rawValue: CGFloat

        /// A rate.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The collection view's own rate.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// A scroll view's normal rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A scroll view's fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether the scroller bounces past its content's edges.
    public enum Bounce: Int, Hashable, Sendable {
        /// At a content edge, as a scroll view does.
        case automatic
        /// Even when the content is shorter than the scroller.
        case always
        /// Never.
        case never
    }

    /// The deceleration rate; `.automatic` by default.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce behaviour; `.automatic` by default.
    public var bounce: Bounce = .automatic

    /// Properties with UIKit's defaults.
    public override init() {
        super.init()
    }
}
#endif
