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
    /// A self-sizing length: laid out at the estimate until the view's measured size is known
    /// (`CompositionalMeasuredSizes`), then at that.
    case estimated(Double)
    /// An estimate that every sibling sharing it takes at the largest of their measured lengths (iOS 17).
    case uniformAcrossSiblings(estimate: Double)

    /// The length in points inside a container of size `container`; an estimate's value before measuring.
    public func resolved(in container: Size2D) -> Double {
        switch self {
        case .fractionalWidth(let f): f * container.width
        case .fractionalHeight(let f): f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
        }
    }

    /// True for the self-sizing dimensions, whose axis ignores content insets as Apple documents.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        case .fractionalWidth, .fractionalHeight, .absolute: false
        }
    }

    /// True for `uniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}
