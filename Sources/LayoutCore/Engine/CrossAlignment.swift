/// How items of different cross sizes sit within a line.
public enum CrossAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the line's top (leading edge for horizontal layouts).
    case top
    /// Centred in the line.
    case center
    /// At the line's bottom (trailing edge for horizontal layouts).
    case bottom
}
