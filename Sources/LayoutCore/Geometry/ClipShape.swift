/// The shape an element's drawing is clipped to (a view's mask path), in the element's own coordinates:
/// (0, 0) is the untransformed frame's top-left corner. Only the part inside the frame shows.
public struct ClipShape: Hashable, Sendable {
    /// Closed polygons (curves already flattened), each at least three points.
    public var polygons: [[Point2D]]
    /// Whether the inside is decided even–odd (else non-zero winding).
    public var evenOdd: Bool

    /// A clip of `polygons`.
    public init(polygons: [[Point2D]], evenOdd: Bool = false) {
        self.polygons = polygons
        self.evenOdd = evenOdd
    }
}
