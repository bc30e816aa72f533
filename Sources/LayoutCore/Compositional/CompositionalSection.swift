/// One section: its group repeated until the section's items are used up, with insets, spacing,
/// boundary supplementaries and backgrounds, as `NSCollectionLayoutSection`.
public struct CompositionalSection: Hashable, Sendable {
    /// The group that repeats; fractions are of the section's effective content size.
    public var group: CompositionalGroup
    /// Space between the section's boundary (its headers and footers) and its groups.
    public var contentInsets: DirectionalEdgeInsets
    /// Which collection-view insets `contentInsets` are added to.
    public var contentInsetsReference: CompositionalContentInsetsReference
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Whether the groups run across the scroll axis in a scroller of their own.
    public var orthogonalScrollingBehavior: CompositionalOrthogonalScrollingBehavior
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem]
    /// Backgrounds behind the section.
    public var decorationItems: [CompositionalDecorationItem]
    /// Whether boundary supplementaries are inset across the scroll axis like the content.
    public var supplementariesFollowContentInsets: Bool
    /// Which collection-view insets boundary supplementaries are measured from (`automatic`: the
    /// configuration's reference, as Apple documents for iOS 16's property of this name).
    public var supplementaryContentInsetsReference: CompositionalContentInsetsReference
    /// The list configuration a list section was made from (`list(using:)`): its separators, header row and
    /// background colour are derived from the computed rows. `nil` for other sections.
    public var list: CompositionalListConfiguration?

    /// Creates a section with Apple's defaults.
    public init(
        group: CompositionalGroup, contentInsets: DirectionalEdgeInsets = .zero,
        contentInsetsReference: CompositionalContentInsetsReference = .automatic, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: CompositionalOrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [CompositionalBoundarySupplementaryItem] = [],
        decorationItems: [CompositionalDecorationItem] = [], supplementariesFollowContentInsets: Bool = true,
        supplementaryContentInsetsReference: CompositionalContentInsetsReference = .automatic
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    }
}
