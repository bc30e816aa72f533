#if !canImport(UIKit)
/// The state a view's configurations are updated for, as UIKit's protocol: its traits and custom states.
public protocol UIConfigurationState {
    /// A state with `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits the configuration resolves against.
    var traitCollection: UITraitCollection { get set }
    /// An app's own state under `key`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app's own configuration state, as UIKit's structure.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's configuration state, as UIKit's structure: traits plus the view states UIKit tracks.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is focused.
    public var isFocused = false
    /// Custom states.
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and no view state set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// An app's own state under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's configuration state, as UIKit's structure: the view states plus the cell's editing, expansion,
/// swipe, reorder, drag and drop states. The host draws cells at rest, so only what the app sets differs from
/// the defaults.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag session.
    public enum DragState: Int, Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting.
        case lifting
        /// Dragged.
        case dragging
    }

    /// Where a cell is in a drop session.
    public enum DropState: Int, Hashable, Sendable {
        /// Not a drop target.
        case none
        /// Not the target of the current drop.
        case notTargeted
        /// The target.
        case targeted
    }

    /// The traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline children show.
    public var isExpanded = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState = DragState.none
    /// The cell's drop state.
    public var cellDropState = DropState.none
    /// Custom states.
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and no cell state set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// An app's own state under `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
#endif
