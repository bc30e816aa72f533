/// The style a `List` or `Form` lays its sections out in, as UIKit's list appearances on a compact-width iPhone
/// (SwiftUI's `List` is backed by a `UICollectionView` list layout on iOS 16 and later): how far each section is
/// inset from the list's sides and how much space is above it. Rows, headers and footers are the same in all.
enum ListRowsStyle: Sendable {
    /// Rows the list's full width, sections one after another (`.plain`).
    case plain
    /// Rows the list's full width, sections 35 points apart (`.grouped`).
    case grouped
    /// Sections inset 16 points from each side and 35 points apart (`.insetGrouped`, `.automatic`, `.sidebar`,
    /// and every `Form`).
    case insetGrouped
    /// Sections inset 16 points from each side, one after another (`.inset`).
    case inset

    /// How far a section is inset from the list's sides: the layout margin of a compact-width iPhone, as the
    /// rows' (see `ListRowLayout.defaultInsets`). Apple's `insetGrouped` documentation: the inset grouped
    /// background runs "around both sides of list items"; the inset style is inset the same, without it.
    var sectionInset: CGFloat {
        switch self {
        case .plain, .grouped: 0
        case .insetGrouped, .inset: 16
        }
    }

    /// The space above each section. Apple documents no figure; 35 points, the sum of the grouped table view's
    /// default section header and footer heights of 17.5 points each, measured on iOS by Hacking with Swift
    /// ("How to change the height of a UITableView section header"), is chosen for the grouped styles; plain and
    /// inset sections follow each other, as a plain table view's do.
    var sectionSpacing: CGFloat {
        switch self {
        case .plain, .inset: 0
        case .grouped, .insetGrouped: 35
        }
    }

    /// Whether the rows outside any `Section` form sections of their own (as iOS groups them) rather than
    /// running the list's full width.
    var groupsLooseRows: Bool { self != .plain }
}

/// A list style that carries the sections' layout (every built-in one).
protocol RowsStyled: ListStyle {
    var rows: ListRowsStyle { get }
}
