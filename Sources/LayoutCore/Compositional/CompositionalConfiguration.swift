/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalConfiguration: Hashable, Sendable {
    /// The axis the layout scrolls along and its sections stack along.
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections.
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout, before the first and after the last section.
    public var boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem]
    /// The insets the layout-wide supplementaries and the environment's container are measured from.
    public var contentInsetsReference: CompositionalContentInsetsReference

    /// Creates a configuration with Apple's defaults.
    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem] = [],
        contentInsetsReference: CompositionalContentInsetsReference = .automatic
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

extension CompositionalConfiguration {
    /// The environment a section provider sees for `viewport`: the viewport's size, and the insets of
    /// the content insets reference.
    public func environment(for viewport: CompositionalViewport) -> CompositionalEnvironment {
        CompositionalEnvironment(
            container: CompositionalEnvironment.Container(
                contentSize: viewport.size, contentInsets: contentInsetsReference.insets(in: viewport, scrollDirection: scrollDirection)),
            viewport: viewport)
    }
}
