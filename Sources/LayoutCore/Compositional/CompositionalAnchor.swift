/// Where a supplementary item is attached to its item or group, as `NSCollectionLayoutAnchor`.
///
/// The anchor point on the container is chosen by `edges` on each axis (leading → min, trailing → max,
/// neither or both → middle); the supplementary's own point of the same edges is put there, then moved by `offset`.
public struct CompositionalAnchor: Hashable, Sendable {
    /// The edges of a rectangle, as `NSDirectionalRectEdge`.
    public struct Edges: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates edges from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Edges(rawValue: 1)
        /// The leading (left) edge.
        public static let leading = Edges(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Edges(rawValue: 4)
        /// The trailing (right) edge.
        public static let trailing = Edges(rawValue: 8)
        /// All four edges.
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    /// How far the supplementary is moved from the anchored position.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point2D)
        /// In fractions of the supplementary's own width and height.
        case fractional(Point2D)
    }

    /// The edges the supplementary is attached to.
    public var edges: Edges
    /// The move from the anchored position.
    public var offset: Offset

    /// Creates an anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: Edges, absoluteOffset: Point2D = .zero) {
        self.edges = edges
        offset = .absolute(absoluteOffset)
    }

    /// Creates an anchor at `edges`, moved by `fractionalOffset` of the supplementary's own size.
    public init(edges: Edges, fractionalOffset: Point2D) {
        self.edges = edges
        offset = .fractional(fractionalOffset)
    }

    /// The anchor's point on a rectangle of `size` at the origin, before the offset.
    func point(in size: Size2D) -> Point2D {
        Point2D(
            x: Self.position(min: edges.contains(.leading), max: edges.contains(.trailing), length: size.width),
            y: Self.position(min: edges.contains(.top), max: edges.contains(.bottom), length: size.height))
    }

    /// The offset in points for a supplementary of `size`.
    func offsetPoints(for size: Size2D) -> Point2D {
        switch offset {
        case .absolute(let p): p
        case .fractional(let p): Point2D(x: p.x * size.width, y: p.y * size.height)
        }
    }

    private static func position(min: Bool, max: Bool, length: Double) -> Double {
        min == max ? length / 2 : (min ? 0 : length)
    }
}
