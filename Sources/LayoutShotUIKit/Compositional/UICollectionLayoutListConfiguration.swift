#if !canImport(UIKit)
import LayoutCore

/// A table-like list, as UIKit's structure: one full-width row per item, headers and footers by mode.
///
/// Rows are 44 points and headers and footers 28 (plain) or 38 (grouped) points: UIKit self-sizes them,
/// which LayoutShot does not. Separators, the background colour, the header padding and swipe actions are
/// stored, not drawn.
public struct UICollectionLayoutListConfiguration {
    /// The actions a row shows when swiped, by index path; `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// A row's separators, given the list's configuration for them.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look.
    public enum Appearance: Int, Hashable, Sendable {
        /// Edge to edge, sticky headers and footers.
        case plain
        /// Edge to edge, sections set apart, headers scroll with the content.
        case grouped
        /// As `grouped`, inset to the layout margins on a rounded background.
        case insetGrouped
        /// Laid out as `insetGrouped`.
        case sidebar
        /// Laid out as `plain`.
        case sidebarPlain
    }

    /// Whether sections get a header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A boundary supplementary of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first cell is styled as the header; laid out as an ordinary row.
        case firstItemInSection
    }

    /// Whether sections get a footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A boundary supplementary of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Section headers.
    public var headerMode: HeaderMode = .none
    /// Section footers.
    public var footerMode: FooterMode = .none
    /// Whether rows have separators; stored, not drawn.
    public var showsSeparators = true
    /// Extra space above headers; stored, not applied.
    public var headerTopPadding: CGFloat?
    /// How rows' separators look (iOS 14.5); stored, not drawn.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Each row's separators; stored, never called.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` for the appearance's. Stored, not drawn.
    public var backgroundColor: UIColor?
    /// Actions shown when a row is swiped from its leading edge; stored, never called.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Actions shown when a row is swiped from its trailing edge; stored, never called.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance` with no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's list configuration.
    var value: CompositionalListConfiguration {
        let engineAppearance: CompositionalListConfiguration.Appearance
        switch appearance {
        case .plain, .sidebarPlain: engineAppearance = .plain
        case .grouped: engineAppearance = .grouped
        case .insetGrouped, .sidebar: engineAppearance = .insetGrouped
        }
        return CompositionalListConfiguration(
            appearance: engineAppearance, headerMode: headerMode == .supplementary ? .supplementary : .none,
            footerMode: footerMode == .supplementary ? .supplementary : .none)
    }
}
#endif
