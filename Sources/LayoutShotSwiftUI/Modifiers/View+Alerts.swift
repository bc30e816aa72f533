import Foundation

// Alerts in their other spellings: inert, as every presentation here.

extension View {
    /// An alert for an error presented while `isPresented`; inert.
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A
    ) -> some View {
        self
    }

    /// An alert for an error with a message presented while `isPresented`; inert.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A, @ViewBuilder message: @escaping (E) -> M
    ) -> some View {
        self
    }

    /// An alert presenting data while `isPresented`; inert.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        self
    }

    /// An alert built by `content` while `isPresented`; inert (SwiftUI's deprecated spelling).
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// An alert built for an item; inert (SwiftUI's deprecated spelling).
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
}

/// A representation of an alert presentation, as SwiftUI's deprecated `Alert`; inert.
public struct Alert {
    /// An alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// A button of an alert; inert.
    public struct Button {
        /// The default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        /// The system's cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}
