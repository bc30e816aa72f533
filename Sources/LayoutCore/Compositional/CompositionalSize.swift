/// A width and a height dimension, as `NSCollectionLayoutSize`.
public struct CompositionalSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CompositionalDimension
    /// The height.
    public var heightDimension: CompositionalDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: CompositionalDimension, heightDimension: CompositionalDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of size `container`.
    public func resolved(in container: Size2D) -> Size2D {
        Size2D(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
