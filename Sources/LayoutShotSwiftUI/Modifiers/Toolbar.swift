/// Conforming types represent items that can be placed in various locations in a toolbar, as SwiftUI's
/// `ToolbarContent`; toolbars are not laid out (the navigation bar is not).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content made of several items.
public struct _ToolbarItems {}

extension _ToolbarItems: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError("toolbar content has no body") }
}

/// Constructs a toolbar item set from multi-expression closures, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Any item, as it is.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// No items.
    public static func buildBlock() -> _ToolbarItems { _ToolbarItems() }
    /// The first item of a block, as it is.
    public static func buildPartialBlock<C: ToolbarContent>(first: C) -> C { first }
    /// The items so far and the next.
    public static func buildPartialBlock<A: ToolbarContent, N: ToolbarContent>(accumulated: A, next: N) -> _ToolbarItems {
        _ToolbarItems()
    }
    /// An optional item.
    public static func buildOptional<C: ToolbarContent>(_ item: C?) -> _ToolbarItems { _ToolbarItems() }
    /// One branch.
    public static func buildEither<C: ToolbarContent>(first item: C) -> _ToolbarItems { _ToolbarItems() }
    /// The other branch.
    public static func buildEither<C: ToolbarContent>(second item: C) -> _ToolbarItems { _ToolbarItems() }
    /// An availability check.
    public static func buildLimitedAvailability<C: ToolbarContent>(_ item: C) -> _ToolbarItems { _ToolbarItems() }
}

/// A model that represents an item which can be placed in the toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View> {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
    /// An item with an identifier at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {}
}

extension ToolbarItem: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError("ToolbarItem has no body") }
}

/// A model that represents a group of items in a toolbar, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
    /// A group at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItemGroup: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

/// A structure that defines the placement of a toolbar item, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    /// The system's placement.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The principal item.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// A confirmation.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A cancellation.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The navigation.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The status.
    public static let status = ToolbarItemPlacement(name: "status")
}

/// The bars a toolbar modifier can address; inert.
public struct ToolbarPlacement: Sendable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The system's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
}

/// The visibility of a bar or control; inert.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Visible.
    case visible
    /// Hidden.
    case hidden
}

extension View {
    /// Toolbar items; inert (the navigation bar is not laid out).
    nonisolated public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View { self }
    /// Toolbar views; inert.
    nonisolated public func toolbar<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// A bar's visibility; inert.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background; inert.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background visibility; inert.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's colour scheme; inert.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
