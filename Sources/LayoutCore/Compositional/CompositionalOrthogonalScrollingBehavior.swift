/// How a section scrolls across the layout's scroll axis, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum CompositionalOrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own; groups stack along the layout's scroll axis.
    case none
    /// Scrolls freely; no snapping.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the section's leading content inset.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the section's container.
    case paging
    /// Pages one group at a time, a group's leading edge at the section's leading content inset.
    case groupPaging
    /// Pages one group at a time with the group centred in the container.
    case groupPagingCentered
}
