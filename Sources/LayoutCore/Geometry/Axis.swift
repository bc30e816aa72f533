/// The direction in which a layout scrolls and its sections stack.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Sections stack downwards; lines run left to right.
    case vertical
    /// Sections stack rightwards; lines run top to bottom.
    case horizontal
}
