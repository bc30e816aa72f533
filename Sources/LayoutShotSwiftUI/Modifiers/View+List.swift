// Row and list modifiers: what the list does with each is documented on it.

extension View {
    /// Sets the style of the lists inside: a `List` lays its sections out by it (see `ListRowsStyle`); a `Form`
    /// stays inset grouped.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        _ListStyleView(content: self, style: (style as? any RowsStyled)?.rows ?? .insetGrouped)
    }
    /// The view behind the row (filling it, over the list style's section background); nil keeps the style's.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        _ListRowBackgroundView(content: self, background: view)
    }
    /// The row's content insets (`ListRowLayout.defaultInsets` when nil): the content is offered the row's width
    /// less the leading and trailing insets, and the row is the content's height plus the top and bottom ones, at
    /// least 44 points; the row's separator starts at the leading inset.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _TraitView(content: self) { $0.listRow.insets = insets }
    }
    /// Hides (or shows) the row's separators on `edges`: the separator between two rows is drawn unless the upper
    /// row hides its bottom one or the lower row its top one.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _TraitView(content: self) { $0.listRow.hiddenSeparators = ListRowTraits.hiding($0.listRow.hiddenSeparators, edges, visibility) }
    }
    /// Hides (or shows) a section's separators on `edges`: in the plain styles, the bottom one is the separator
    /// under the section's last row; the styles draw no top one.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _TraitView(content: self) {
            $0.listRow.hiddenSectionSeparators = ListRowTraits.hiding($0.listRow.hiddenSectionSeparators, edges, visibility)
        }
    }
    /// Swipe actions on a row: inert.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        self
    }
    /// Whether the lists inside draw their own background (the grouped grey, the plain white): `.hidden` leaves it
    /// out so that what is behind the list shows; the rows and section backgrounds stay.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        _ListScrollView(content: self) { $0.backgroundHidden = visibility == .hidden }
    }
    /// Which part of the content the lists inside show: the content's `anchor` point lined up with the list's
    /// (`.bottom` shows the end); a plain list's current section header stays pinned at the top. Nil shows the top.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        _ListScrollView(content: self) { $0.anchor = anchor }
    }
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
