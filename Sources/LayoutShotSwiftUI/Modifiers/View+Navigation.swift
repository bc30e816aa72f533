// Navigation bar modifiers: the navigation bar is not laid out, so they compile and change nothing.

extension View {
    /// A navigation title from a key: inert.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// A navigation title as text: inert.
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }
    /// A navigation bar title: inert (SwiftUI's deprecated spelling).
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// A navigation bar title as text: inert.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
    /// A navigation bar title from a key: inert.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// A navigation bar title with a display mode: inert.
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        self
    }
    /// A navigation bar title as text with a display mode: inert.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// The title display mode: inert.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Hides the back button: inert.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Hides the navigation bar: inert.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Navigation bar items: inert (SwiftUI's deprecated spelling).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    /// Navigation bar items: inert.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// Navigation bar items: inert.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// A navigation view style: inert.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// The navigation bar's item settings, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar; inert.
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode.
        case automatic
        /// A standard, small title.
        case inline
        /// A large title.
        case large
    }
}

/// A specification for the appearance of a navigation view; inert.
public protocol NavigationViewStyle {}

/// The stack navigation view style; inert.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
