/// The title menu of a toolbar, as SwiftUI's `ToolbarTitleMenu`: the actions a tap on the navigation title shows.
/// Toolbars are not laid out here (the navigation bar is not), so the menu is inert.
public struct ToolbarTitleMenu<Content: View> {
    /// A title menu with `content`'s actions.
    public init(@ViewBuilder content: () -> Content) {}
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu with the system's actions.
    public init() {}
}

extension ToolbarTitleMenu: ToolbarContent {
    /// Never called.
    public var body: Never { fatalError("ToolbarTitleMenu has no body") }
}
