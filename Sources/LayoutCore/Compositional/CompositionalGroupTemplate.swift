/// A section's group resolved to points once: every cell slot and attached view relative to the group's
/// origin, in the order items fill them (depth first through nested groups). Stamped once per group instance.
struct CompositionalGroupTemplate: Sendable {
    /// A view attached to a cell or a nested group.
    struct Supplementary: Sendable {
        var frame: Rect2D
        var elementKind: String
        var zIndex: Int
        /// The slot whose index path the view takes (a group's first slot for group supplementaries).
        var slot: Int
    }

    /// One cell's place in the group.
    struct Slot: Sendable {
        /// The cell's frame: the space the group gives the item, shrunk by the item's content insets.
        var frame: Rect2D
        var zIndex: Int
        /// The axes on which the item's dimension is estimated.
        var selfSizing: CompositionalSelfSizingAxes = []
    }

    var slots: [Slot] = []
    /// Attached views, each after the slot it follows, in placement order.
    var supplementaries: [Supplementary] = []
}
