#if !canImport(UIKit)
import LayoutCore

/// A batch update as pictures: the viewport before it, the start of its animation, optionally the animation's
/// midpoint, and the viewport after it. Made by `LayoutHost.transition(at:midpoint:updates:)` for a batch update
/// and `LayoutHost.transition(toViewport:at:midpoint:)` for a change of size.
public struct LayoutTransition: Hashable, Sendable {
    /// The viewport before the update.
    public var before: ResolvedLayout
    /// Where the animation takes each element: every element visible after the update at its initial attributes
    /// (appearing ones where they come from, moving ones at their old place), and every element leaving the
    /// viewport at its final attributes (where it goes). With UIKit's default attributes new elements are at
    /// alpha 0 here; a layout's own initial and final attributes show where they fly in from and out to.
    public var start: ResolvedLayout
    /// Each element halfway through its animation: frame, alpha and transform interpolated linearly between the
    /// animation's two ends (UIKit's default timing curve eases; the midpoint of the values is shown, not of time).
    public var midpoint: ResolvedLayout?
    /// The viewport after the update.
    public var after: ResolvedLayout

    /// Creates a transition from its pictures.
    public init(before: ResolvedLayout, start: ResolvedLayout, midpoint: ResolvedLayout?, after: ResolvedLayout) {
        self.before = before
        self.start = start
        self.midpoint = midpoint
        self.after = after
    }

    /// One picture of a transition; its raw value is the caption a filmstrip gives that picture.
    public enum Stage: String, Hashable, Sendable, CaseIterable {
        /// The viewport before the update.
        case before
        /// The animation's start.
        case start
        /// The animation's midpoint.
        case midpoint
        /// The viewport after the update.
        case after
    }

    /// The pictures in order with the stage each shows: before, start, midpoint (when made), after.
    public var stages: [(stage: Stage, layout: ResolvedLayout)] {
        [(.before, before), (.start, start)] + (midpoint.map { [(.midpoint, $0)] } ?? []) + [(.after, after)]
    }

    /// The pictures in order, as a filmstrip shows them: before, start, midpoint (when made), after.
    public var frames: [ResolvedLayout] { stages.map(\.layout) }
}
#endif
