#if !canImport(UIKit)
import LayoutCore

/// Which insets of the collection view a section's content insets are measured from, as UIKit's enumeration.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// On a section, the configuration's reference; on the configuration, the safe area.
    case automatic = 0
    /// The collection view's bounds.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed to at most 672 points wide and centred.
    case readableContent

    /// The engine's reference for this one.
    var value: CompositionalContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    /// The reference of an engine value.
    init(_ value: CompositionalContentInsetsReference) {
        switch value {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}
#endif
