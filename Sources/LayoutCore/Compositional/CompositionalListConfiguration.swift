/// A table-like list section, as `UICollectionLayoutListConfiguration`: one full-width row per item, headers
/// and footers by mode, separators between rows, in one of UIKit's five looks. The metrics are this engine's
/// stand-ins for the system's self-sized rows and are listed in `Metrics`.
public struct CompositionalListConfiguration: Hashable, Sendable {
    /// The list's look, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Edge to edge, sticky headers and footers.
        case plain
        /// Edge to edge, sections set apart by spacing, headers scroll with the content.
        case grouped
        /// As `grouped`, inset to the layout margins, each section's rows on a rounded background.
        case insetGrouped
        /// Laid out as `insetGrouped`, without separators by default.
        case sidebar
        /// Laid out as `plain`, without separators by default.
        case sidebarPlain

        /// Whether rows run edge to edge with pinned headers (`plain`, `sidebarPlain`).
        var isPlain: Bool { self == .plain || self == .sidebarPlain }
        /// Whether rows sit inside the layout margins on a rounded background (`insetGrouped`, `sidebar`).
        var isInset: Bool { self == .insetGrouped || self == .sidebar }
    }

    /// Whether sections get a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary of the list's header element kind.
        case supplementary
        /// The section's first cell is its header: laid out as a row, drawn as a header, no separator below it.
        case firstItemInSection
    }

    /// Whether sections get a footer view.
    public enum SupplementaryMode: String, Hashable, Sendable, CaseIterable {
        /// No view.
        case none
        /// A boundary supplementary of the list's footer element kind.
        case supplementary
    }

    /// The fixed sizes the list uses; rows and headers are self-sizing on Apple platforms, so Apple documents
    /// no height for them. Each default says where it comes from.
    public struct Metrics: Hashable, Sendable {
        /// Height of a row: 44 points, the hit target Apple's Human Interface Guidelines give tappable controls
        /// ("Layout" and "Buttons": at least 44×44 pt), and `UITableView`'s row height before self-sizing.
        public var rowHeight: Double = 44
        /// Height of a header or footer in the plain appearances. Apple documents none (headers self-size);
        /// 28 is this engine's stand-in, kept so that existing pictures do not move.
        public var plainSupplementaryHeight: Double = 28
        /// Height of a header or footer in the grouped appearances; undocumented too, the engine's stand-in.
        public var groupedSupplementaryHeight: Double = 38
        /// Space above a grouped section that has no header. Apple documents none; the engine's stand-in.
        public var groupedSectionSpacing: Double = 35
        /// Corner radius of an inset-grouped section's background. Apple documents none (the system draws the
        /// rounded section itself); the engine's stand-in.
        public var insetGroupedCornerRadius: Double = 10
        /// Thickness of a separator. UIKit draws one device pixel, `1 / displayScale`; 0.5 is one pixel at 2×,
        /// the default scale of pictures, and still shows (half-covered) in a 1× picture.
        public var separatorThickness: Double = 0.5
        /// A separator one device pixel thick at `displayScale` pixels per point, `1 / displayScale`, as UIKit draws
        /// its hairlines; the default `separatorThickness` where the scale is not positive.
        public static func onePixel(displayScale: Double) -> Double {
            displayScale > 0 ? 1 / displayScale : Metrics().separatorThickness
        }
        /// A cell's leading layout margin: the automatic separator starts there, under the text of a cell
        /// with no image (`UIListSeparatorConfiguration.automaticInsets` follows the cell's separator layout
        /// guide, which tracks the content's leading edge). 16 points is UIKit's leading layout margin on a
        /// phone in portrait, the figure `CompositionalViewport` uses for the collection view's margins too
        /// (`UIView.directionalLayoutMargins`, `UIViewController.systemMinimumLayoutMargins`; 20 on wider
        /// screens, the caller's to say).
        public var cellLayoutMargin: Double = 16

        /// The defaults.
        public init() {}
    }

    /// The element kind of list headers (UIKit's `elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// The element kind of list footers (UIKit's `elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"
    /// The element kind of an inset-grouped section's background.
    public static let backgroundElementKind = "list-section-background"
    /// The element kind of a row's separator (a decoration drawn over the row's edge, as UIKit's cell draws it).
    public static let separatorElementKind = "list-separator"
    /// The element kind of the background a list's `backgroundColor` paints behind a whole section.
    public static let backgroundColorElementKind = "list-background"
    /// The element kind a `firstItemInSection` header cell is named with, so that it is drawn as a header.
    public static let headerItemElementKind = "list-header-item"

    /// The look.
    public var appearance: Appearance
    /// Section headers.
    public var headerMode: HeaderMode
    /// Section footers.
    public var footerMode: SupplementaryMode
    /// Extra space above each supplementary section header (iOS 15); `nil` for none beyond the header's height.
    public var headerTopPadding: Double?
    /// Whether rows have separators; by default every appearance but the two sidebar ones.
    public var showsSeparators: Bool
    /// The separators of every row, before `itemSeparatorHandler` adjusts each one.
    public var separatorConfiguration: CompositionalListSeparatorConfiguration
    /// Each row's separators, asked with the row's index path and `separatorConfiguration`.
    public var itemSeparatorHandler: CompositionalListSeparatorHandler?
    /// The colour painted behind each section; `nil` leaves the collection view's background.
    public var backgroundColor: RGBAColor?
    /// The sizes used.
    public var metrics: Metrics

    /// Creates a list configuration with no headers or footers and the appearance's separators.
    public init(
        appearance: Appearance, headerMode: HeaderMode = .none, footerMode: SupplementaryMode = .none, metrics: Metrics = Metrics()
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.metrics = metrics
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = CompositionalListSeparatorConfiguration()
    }
}
