// Row and list modifiers that change no frame here: the row insets and separators are the list's.

extension View {
    /// Sets the style of the lists inside: a `List` lays its sections out by it (see `ListRowsStyle`); a `Form`
    /// stays inset grouped.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        _ListStyleView(content: self, style: (style as? any RowsStyled)?.rows ?? .insetGrouped)
    }
    /// A row's background: inert.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// A row's insets: inert (rows keep the default insets).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// A row's separator visibility: inert.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A section's separator visibility: inert.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Swipe actions on a row: inert.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        self
    }
    /// The scroll view's background visibility: inert.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// The edit mode: inert.
    nonisolated public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, Binding<EditMode>?>, _ value: Binding<EditMode>?) -> some View {
        self
    }
}

extension ForEach {
    /// A delete action on the rows: inert (the rows themselves, so that `onMove` can follow, as on SwiftUI's
    /// `DynamicViewContent`).
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// A move action on the rows: inert (the rows themselves).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

/// A protocol that describes the behavior and appearance of a list, as SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// The list styles: each lays a `List`'s sections out as iOS does on a compact-width iPhone.
public struct _ListStyle: ListStyle, RowsStyled {
    let rows: ListRowsStyle
}

extension ListStyle where Self == _ListStyle {
    /// The plain style.
    public static var plain: _ListStyle { _ListStyle(rows: .plain) }
    /// The grouped style.
    public static var grouped: _ListStyle { _ListStyle(rows: .grouped) }
    /// The inset grouped style.
    public static var insetGrouped: _ListStyle { _ListStyle(rows: .insetGrouped) }
    /// The inset style.
    public static var inset: _ListStyle { _ListStyle(rows: .inset) }
    /// The sidebar style: on an iPhone it "only gives the inset group style look" (SomuYadav/ListStyles, which
    /// shows each style on iOS); its collapsing sections are not laid out.
    public static var sidebar: _ListStyle { _ListStyle(rows: .insetGrouped) }
    /// The system's style. Apple documents it only as "a platform's default"; on iOS 16 and later a list
    /// without a style is inset grouped (The Swift Kit, "SwiftUI Lists Mastery 2026", lists `.insetGrouped` as
    /// the default style).
    public static var automatic: _ListStyle { _ListStyle(rows: .insetGrouped) }
}

/// An edge on the horizontal axis, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// An edge on the vertical axis, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int8
        /// A set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
