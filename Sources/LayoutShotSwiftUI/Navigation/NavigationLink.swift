/// A view that controls a navigation presentation, as SwiftUI's `NavigationLink`: laid out as its label (its
/// destination is not presented).
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label

    /// A link to `destination` with a custom label.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link to a destination built by `destination`, with a custom label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link presenting `value`, with a custom label.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = label() }

    /// A link to `destination` while `isActive`, with a custom label.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` with a text label from a key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }

    /// A link to `destination` with a text label.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }

    /// A link to a destination built by `destination`, with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }

    /// A link presenting `value`, with a text label.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never { label = Text(title) }
}

extension NavigationLink: View {
    /// The label.
    public var body: some View { label }
}

extension View {
    /// A destination for values of `data`'s type presented by links; inert.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }

    /// A destination presented while `isPresented`; inert.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// A destination presented for an item; inert.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }
}
