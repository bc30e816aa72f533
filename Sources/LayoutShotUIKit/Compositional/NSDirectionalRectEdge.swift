#if !canImport(UIKit)
/// Edges of a rectangle by leading and trailing, as UIKit's option set; the engine lays out left to right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// Creates edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
#endif
