#if !canImport(UIKit)
import LayoutCore

/// How a list row's separators look, as UIKit's structure (iOS 14.5): visibility and insets are drawn, the
/// colours stored.
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

    /// The engine's configuration: `automaticInsets` (any side at the sentinel) is the engine's automatic.
    var value: CompositionalListSeparatorConfiguration {
        func insets(_ insets: NSDirectionalEdgeInsets) -> DirectionalEdgeInsets? {
            let sentinel = CGFloat.greatestFiniteMagnitude
            guard insets.leading != sentinel, insets.trailing != sentinel else { return nil }
            return insets.value
        }
        return CompositionalListSeparatorConfiguration(
            topSeparatorVisibility: topSeparatorVisibility.value, bottomSeparatorVisibility: bottomSeparatorVisibility.value,
            topSeparatorInsets: insets(topSeparatorInsets), bottomSeparatorInsets: insets(bottomSeparatorInsets))
    }

    /// Takes the engine's visibilities and insets, keeping the colours.
    mutating func apply(_ engine: CompositionalListSeparatorConfiguration) {
        topSeparatorVisibility = Visibility(engine.topSeparatorVisibility)
        bottomSeparatorVisibility = Visibility(engine.bottomSeparatorVisibility)
        topSeparatorInsets = engine.topSeparatorInsets.map(NSDirectionalEdgeInsets.init) ?? Self.automaticInsets
        bottomSeparatorInsets = engine.bottomSeparatorInsets.map(NSDirectionalEdgeInsets.init) ?? Self.automaticInsets
    }
}

extension UIListSeparatorConfiguration.Visibility {
    /// The engine's visibility.
    var value: CompositionalListSeparatorConfiguration.Visibility {
        switch self {
        case .automatic: .automatic
        case .visible: .visible
        case .hidden: .hidden
        }
    }

    /// UIKit's visibility for the engine's.
    init(_ value: CompositionalListSeparatorConfiguration.Visibility) {
        switch value {
        case .automatic: self = .automatic
        case .visible: self = .visible
        case .hidden: self = .hidden
        }
    }
}
#endif
