extension View {
    /// An action for a change of `value`, given the new value, as SwiftUI's `onChange(of:perform:)` (deprecated in
    /// iOS 17 for the two-value form, and still common); inert, as nothing changes here.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
}
