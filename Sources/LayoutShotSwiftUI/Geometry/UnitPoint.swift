/// A normalized 2-D point in a view's coordinate space, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the origin to the point in the horizontal direction.
    public var x: CGFloat
    /// The normalized distance from the origin to the point in the vertical direction.
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point with the normalized offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin of a view.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center of a view.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
