/// A table-like list section, as `UICollectionLayoutListConfiguration`: one full-width row per item, headers
/// and footers by mode, in the `plain`, `grouped` or `insetGrouped` look. The metrics are this engine's
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
    }

    /// Whether sections get a header or footer view.
    public enum SupplementaryMode: String, Hashable, Sendable, CaseIterable {
        /// No view.
        case none
        /// A boundary supplementary of the list's header (or footer) element kind.
        case supplementary
    }

    /// The fixed sizes the list uses; rows and headers are self-sizing on Apple platforms.
    public struct Metrics: Hashable, Sendable {
        /// Height of a row (UIKit's default row height).
        public var rowHeight: Double = 44
        /// Height of a header or footer in the plain appearance.
        public var plainSupplementaryHeight: Double = 28
        /// Height of a header or footer in the grouped appearances.
        public var groupedSupplementaryHeight: Double = 38
        /// Space above a grouped section that has no header.
        public var groupedSectionSpacing: Double = 35
        /// Corner radius of an inset-grouped section's background.
        public var insetGroupedCornerRadius: Double = 10

        /// The defaults.
        public init() {}
    }

    /// The element kind of list headers (UIKit's `elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// The element kind of list footers (UIKit's `elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"
    /// The element kind of an inset-grouped section's background.
    public static let backgroundElementKind = "list-section-background"

    /// The look.
    public var appearance: Appearance
    /// Section headers.
    public var headerMode: SupplementaryMode
    /// Section footers.
    public var footerMode: SupplementaryMode
    /// The sizes used.
    public var metrics: Metrics

    /// Creates a list configuration with no headers or footers.
    public init(appearance: Appearance, headerMode: SupplementaryMode = .none, footerMode: SupplementaryMode = .none, metrics: Metrics = Metrics()) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.metrics = metrics
    }
}
