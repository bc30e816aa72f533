// Presentations and asynchronous work: they compile and present nothing (the host lays out one screen).

extension View {
    /// A sheet presented while `isPresented`; inert.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A sheet presented for an item; inert.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A full-screen cover presented while `isPresented`; inert.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A popover presented while `isPresented`; inert.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// An alert presented while `isPresented`; inert.
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// An alert with a message presented while `isPresented`; inert.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// An alert from a key presented while `isPresented`; inert.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// An alert from a key with a message presented while `isPresented`; inert.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// A confirmation dialog presented while `isPresented`; inert.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// The detents a sheet rests at; inert.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Whether the sheet can be dismissed interactively; inert.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Work started before the view appears; inert (nothing runs).
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// Work started for `id`; inert.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }

    /// A refresh action; inert.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A search field bound to `text`; inert (the navigation bar is not laid out).
    nonisolated public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }
    /// A search field bound to `text`, with a prompt; inert.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }

    /// A receiver of URLs opened; inert.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// A context menu; inert.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    /// A long-press action; inert.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
}

/// An anchor for a popover; inert.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle.
    case rect(Anchor<CGRect>.Source)
    /// A point.
    case point(UnitPoint)
}

/// A geometric value's source; only `bounds` is declared.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        /// The view's bounds.
        public static var bounds: Source { Source() }
    }
}

/// A type that represents a height where a sheet naturally rests; inert.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// The medium detent.
    public static let medium = PresentationDetent(name: "medium")
    /// The large detent.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}
