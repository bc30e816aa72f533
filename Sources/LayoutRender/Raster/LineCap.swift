/// How a stroke ends at the open ends of a subpath.
public enum LineCap: Sendable, Hashable {
    /// Ends flush with the endpoint.
    case butt
    /// Extends half the stroke width beyond the endpoint.
    case square
}
