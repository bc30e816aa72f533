#if !canImport(UIKit)
/// How a list row's separators look, as UIKit's structure (iOS 14.5). Stored: separators are not drawn yet.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list's appearance decides.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The insets that stand for "as the system decides", as UIKit's sentinel value.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The separator above the row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Where the top separator starts and ends.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Where the bottom separator starts and ends.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour; `nil` for the system's.
    public var color: UIColor?
    /// The colour while several rows are selected; `nil` for the system's.
    public var multipleSelectionColor: UIColor?

    /// The configuration a list of `listAppearance` starts from.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
#endif
