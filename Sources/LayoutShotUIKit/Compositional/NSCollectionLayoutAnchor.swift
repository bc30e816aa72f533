#if !canImport(UIKit)
import LayoutCore

/// Where a supplementary item is attached to its item or group, as UIKit's class: edges, then an offset
/// in points or in fractions of the supplementary's own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges the supplementary is attached to.
    public let edges: NSDirectionalRectEdge
    /// The offset, in points or in fractions of the supplementary's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    /// An anchor at `edges`, moved by `fractionalOffset` of the supplementary's width and height.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    /// The engine's value of the same anchor.
    var value: CompositionalAnchor {
        let engineEdges = CompositionalAnchor.Edges(rawValue: Int(edges.rawValue))
        let point = Point2D(x: Double(offset.x), y: Double(offset.y))
        return isAbsoluteOffset
            ? CompositionalAnchor(edges: engineEdges, absoluteOffset: point)
            : CompositionalAnchor(edges: engineEdges, fractionalOffset: point)
    }

    /// The same anchor; it is immutable, so the copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
