/// One cell of a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame relative to the group's origin.
public struct CompositionalGroupCustomItem: Hashable, Sendable {
    /// The cell's frame relative to the group's top-left corner.
    public var frame: Rect2D
    /// Drawing order of the cell.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: Rect2D, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
