#if !canImport(UIKit)
import LayoutCore

/// Where a boundary supplementary sits on its section or layout, as UIKit's enumeration.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No edge.
    case none = 0
    /// Above, centred.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Beside, at the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, centred.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// Beside, at the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// The engine's alignment of the same name.
    var value: CompositionalRectAlignment {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    /// The alignment of the engine's value of the same name.
    init(_ value: CompositionalRectAlignment) {
        switch value {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}
#endif
