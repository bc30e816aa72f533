/// A view attached to an item or a group (a badge, a frame), as `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is resolved against the frame of what it is attached to; it follows that element's index path.
public struct CompositionalSupplementaryItem: Hashable, Sendable {
    /// The size; fractions are of the attached element's frame.
    public var layoutSize: CompositionalSize
    /// The kind the data source is asked for.
    public var elementKind: String
    /// Where it sits on the attached element.
    public var containerAnchor: CompositionalAnchor
    /// Which point of the supplementary is put at the container anchor; `nil` means the same edges, no offset.
    public var itemAnchor: CompositionalAnchor?
    /// Drawing order; Apple's default of 1 puts it above its item.
    public var zIndex: Int

    /// Creates a supplementary item.
    public init(
        layoutSize: CompositionalSize, elementKind: String, containerAnchor: CompositionalAnchor,
        itemAnchor: CompositionalAnchor? = nil, zIndex: Int = 1
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }

    /// The supplementary's frame on an element whose frame is `container`.
    func frame(on container: Rect2D) -> Rect2D {
        let size = layoutSize.resolved(in: container.size)
        let anchorPoint = containerAnchor.point(in: container.size), anchorOffset = containerAnchor.offsetPoints(for: size)
        let own = itemAnchor ?? CompositionalAnchor(edges: containerAnchor.edges)
        let ownPoint = own.point(in: size), ownOffset = own.offsetPoints(for: size)
        return Rect2D(
            x: container.x + anchorPoint.x + anchorOffset.x - ownPoint.x - ownOffset.x,
            y: container.y + anchorPoint.y + anchorOffset.y - ownPoint.y - ownOffset.y,
            width: size.width, height: size.height)
    }
}
