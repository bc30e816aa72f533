/// One side of an element's size, as `NSCollectionLayoutDimension`.
///
/// Fractions are of the container the element is laid out in: the enclosing group, or for a section's
/// top-level group the section's effective content size, or for a supplementary the item or section it is attached to.
public enum CompositionalDimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// Self-sizing is not modelled: an estimate is laid out at its value, as if the view measured exactly that.
    case estimated(Double)

    /// The length in points inside a container of size `container`.
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): f * container.width
        case .fractionalHeight(let f): f * container.height
        case .absolute(let v), .estimated(let v): v
        }
    }

    /// True for `estimated`, whose axis ignores content insets as Apple documents.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}
