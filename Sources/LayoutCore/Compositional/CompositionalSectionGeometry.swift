/// Where one computed section lies, and for orthogonal sections what its own scroller holds.
public struct CompositionalSectionGeometry: Hashable, Sendable {
    /// The section's frame: boundary supplementaries, content insets and groups, across the layout's width
    /// less the content-insets reference.
    public var frame: Rect2D
    /// The section's orthogonal scrolling behaviour.
    public var orthogonalScrollingBehavior: CompositionalOrthogonalScrollingBehavior
    /// Length across the scroll axis of the orthogonal scroller's content (0 for ordinary sections).
    public var orthogonalContentLength: Double
    /// Length across the scroll axis of the orthogonal scroller itself (the section frame's).
    public var orthogonalViewportLength: Double
    /// Each group's start across the scroll axis in the orthogonal scroller's content coordinates
    /// (0 at the section frame's edge); empty for ordinary sections.
    public var groupStarts: [Double]
    /// Each group's length across the scroll axis, beside `groupStarts` (groups of measured cells can differ).
    public var groupLengths: [Double]
    /// The section's leading content inset across the scroll axis, where group-boundary snapping rests a group.
    public var leadingContentInset: Double

    /// The largest offset the orthogonal scroller can reach.
    public var maximumOrthogonalOffset: Double { max(0, orthogonalContentLength - orthogonalViewportLength) }
}
