/// A key for accessing values in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// The values of custom environment keys an environment holds, by key type.
struct CustomEnvironmentValues: @unchecked Sendable {
    // Values are written by views' `environment(_:_:)` and read on the main actor, as SwiftUI's are.
    var values: [ObjectIdentifier: Any] = [:]
}

extension EnvironmentValues {
    /// The value of a custom key: the one set, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom.values[ObjectIdentifier(key)] = newValue }
    }

    /// The action that dismisses the current presentation; inert (nothing is presented).
    public var dismiss: DismissAction { DismissAction() }
    /// Whether the view is presented; false (nothing is presented).
    public var isPresented: Bool { false }
    /// The edit mode of the view; inert, `.inactive`.
    public var editMode: Binding<EditMode>? { nil }
    /// The default minimum height of a row in a list: 44 points on iOS (`List`'s rows are laid out with it).
    public var defaultMinListRowHeight: CGFloat { ListRowLayout.minimumHeight }
}

/// An action that dismisses a presentation, as SwiftUI's `DismissAction`; calling it does nothing here.
public struct DismissAction: Sendable {
    /// Dismisses the presentation; inert.
    @MainActor public func callAsFunction() {}
}

/// A mode that indicates whether the user can edit a view's content, as SwiftUI's `EditMode`; inert.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the content.
    case inactive
    /// The view is transitioning between modes.
    case transient
    /// The user can edit the content.
    case active

    /// Whether the mode is editing.
    public var isEditing: Bool { self != .inactive }
}
