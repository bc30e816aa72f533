#if !canImport(UIKit)
import LayoutCore

/// How a section scrolls across the layout's scroll axis, as UIKit's enumeration.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll on its own.
    case none = 0
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and rests with a group's leading edge at the section's leading content inset.
    case continuousGroupLeadingBoundary
    /// Pages by the section's width.
    case paging
    /// Pages one group at a time.
    case groupPaging
    /// Pages one group at a time, the group centred.
    case groupPagingCentered

    /// The engine's behaviour of the same name.
    var value: CompositionalOrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}
#endif
