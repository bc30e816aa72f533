#if !canImport(UIKit)
import LayoutCore

/// A table-like list, as UIKit's structure: one full-width row per item, headers and footers by mode.
///
/// Rows, headers and footers are self-sizing, as UIKit's are, estimated at 44 points and at 28 (plain) or 38
/// (grouped) points (`CompositionalListConfiguration.Metrics` says where each figure comes from); the host's
/// self-sizing pass measures them from their content configurations or constraints.
/// Separators (with `itemSeparatorHandler` asked for each row), the background colour, the header padding and
/// the `firstItemInSection` header row are laid out and drawn; swipe actions are stored, not drawn.
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
        /// Laid out as `insetGrouped`, without separators by default.
        case sidebar
        /// Laid out as `plain`, without separators by default.
        case sidebarPlain

        /// The engine's appearance of the same name.
        var engineValue: CompositionalListConfiguration.Appearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }

        /// The appearance of the engine's `engineValue`.
        init(_ engineValue: CompositionalListConfiguration.Appearance) {
            switch engineValue {
            case .plain: self = .plain
            case .grouped: self = .grouped
            case .insetGrouped: self = .insetGrouped
            case .sidebar: self = .sidebar
            case .sidebarPlain: self = .sidebarPlain
            }
        }
    }

    /// Whether sections get a header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A boundary supplementary of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first cell is styled as the header: laid out as an ordinary row, drawn as a header, no separator.
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
    /// Whether rows have separators; by default every appearance but the sidebar ones.
    public var showsSeparators: Bool
    /// Extra space above each supplementary header (iOS 15); `nil` for none beyond the header.
    public var headerTopPadding: CGFloat?
    /// How rows' separators show (iOS 14.5): visibility and insets are drawn, colours stored.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Each row's separators, asked once per row when the layout is computed.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The colour painted behind each section; `nil` leaves the collection view's background.
    public var backgroundColor: UIColor?
    /// Actions shown when a row is swiped from its leading edge; stored, never called.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Actions shown when a row is swiped from its trailing edge; stored, never called.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance` with no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's list configuration; the separator handler is wrapped to be asked with UIKit's types.
    var value: CompositionalListConfiguration {
        let engineHeader: CompositionalListConfiguration.HeaderMode
        switch headerMode {
        case .none: engineHeader = .none
        case .supplementary: engineHeader = .supplementary
        case .firstItemInSection: engineHeader = .firstItemInSection
        }
        var value = CompositionalListConfiguration(
            appearance: appearance.engineValue, headerMode: engineHeader, footerMode: footerMode == .supplementary ? .supplementary : .none)
        value.headerTopPadding = headerTopPadding.map { Double($0) }
        value.showsSeparators = showsSeparators
        let base = separatorConfiguration
        value.separatorConfiguration = base.value
        if let handler = itemSeparatorHandler {
            // The layout is computed on the main thread, where the app's handler lives; the engine's type is
            // Sendable only because its values are.
            nonisolated(unsafe) let app = handler
            value.itemSeparatorHandler = CompositionalListSeparatorHandler { section, item, engine in
                var configuration = base
                configuration.apply(engine)
                return app(IndexPath(item: item, section: section), configuration).value
            }
        }
        value.backgroundColor = backgroundColor.map(\.rgbaColor)
        return value
    }

    /// The engine's list configuration in `environment`: separators one device pixel thick, `1 / displayScale`,
    /// as UIKit draws them (a hairline, `UIListSeparatorConfiguration`), where the traits give a scale.
    func value(in environment: any NSCollectionLayoutEnvironment) -> CompositionalListConfiguration {
        var value = self.value
        value.metrics.separatorThickness = CompositionalListConfiguration.Metrics.onePixel(
            displayScale: Double(environment.traitCollection.displayScale))
        return value
    }
}
#endif
