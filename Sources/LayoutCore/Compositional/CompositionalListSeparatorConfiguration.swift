/// How a list row's separators show, as `UIListSeparatorConfiguration` (iOS 14.5): each row owns a top and a
/// bottom separator, drawn inside its frame along that edge.
public struct CompositionalListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, as `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// As the list decides: no top separators; a bottom one under every row but a section's last
        /// and a `firstItemInSection` header row.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The separator along the row's top edge.
    public var topSeparatorVisibility: Visibility
    /// The separator along the row's bottom edge.
    public var bottomSeparatorVisibility: Visibility
    /// Where the top separator starts and ends across the row (top and bottom unused); `nil` is UIKit's
    /// `automaticInsets`: from the cell's leading layout margin to the row's trailing edge.
    public var topSeparatorInsets: DirectionalEdgeInsets?
    /// Where the bottom separator starts and ends across the row; `nil` for automatic, as above.
    public var bottomSeparatorInsets: DirectionalEdgeInsets?

    /// Creates a configuration; every value defaults to automatic.
    public init(
        topSeparatorVisibility: Visibility = .automatic, bottomSeparatorVisibility: Visibility = .automatic,
        topSeparatorInsets: DirectionalEdgeInsets? = nil, bottomSeparatorInsets: DirectionalEdgeInsets? = nil
    ) {
        self.topSeparatorVisibility = topSeparatorVisibility
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.topSeparatorInsets = topSeparatorInsets
        self.bottomSeparatorInsets = bottomSeparatorInsets
    }
}
