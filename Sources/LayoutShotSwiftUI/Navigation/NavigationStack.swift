/// A view that displays a root view and enables you to present additional views over it, as SwiftUI's
/// `NavigationStack`: its root laid out in the space offered. The navigation bar is not laid out (as the safe
/// area is not: the host lays the root out in its proposal), and the path is inert.
public struct NavigationStack<Data, Root: View> {
    let root: Root

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

    /// A navigation stack showing `root`, with a path; the path is inert.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A navigation stack showing `root`, with a typed path; the path is inert.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
    }
}

extension NavigationStack: View {
    /// The root.
    public var body: some View { root }
}

/// A type-erased list of data representing the content of a navigation stack, as SwiftUI's `NavigationPath`;
/// it counts what is appended.
public struct NavigationPath: Equatable, Sendable {
    /// The number of elements.
    public private(set) var count = 0
    /// Whether the path is empty.
    public var isEmpty: Bool { count == 0 }
    /// An empty path.
    public init() {}
    /// Appends a value.
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    /// Removes values from the end.
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy, as
/// SwiftUI's former `NavigationView`: its content laid out in the space offered, as `NavigationStack`'s root.
public struct NavigationView<Content: View> {
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View {
    /// The content.
    public var body: some View { content }
}

/// A view that presents views in two or three columns, as SwiftUI's `NavigationSplitView`: on a compact-width
/// iPhone it collapses to a stack showing its sidebar, so the sidebar is laid out in the space offered.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A three-column split view with a column visibility; inert.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }

    /// A two-column split view with a column visibility; inert.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

extension NavigationSplitView: View {
    /// The sidebar.
    public var body: some View { sidebar }
}

/// The visibility of the leading columns in a navigation split view; inert.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// Hide the leading columns.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// Show the content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Show all columns.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The default visibility.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}
