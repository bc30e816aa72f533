/// A direction in which SwiftUI can lay out content, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// How a view fits its content into a proposal when keeping an aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scale to fit inside the proposal.
    case fit
    /// Scale to fill the proposal.
    case fill
}
