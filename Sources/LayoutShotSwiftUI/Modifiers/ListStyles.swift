// The list styles by their type names, as SwiftUI declares them (`.listStyle(PlainListStyle())`).

/// The plain list style, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.plain
    /// The plain style.
    public init() {}
}

/// The grouped list style, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.grouped
    /// The grouped style.
    public init() {}
}

/// The inset grouped list style, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.insetGrouped
    /// The inset grouped style.
    public init() {}
}

/// The inset list style, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.inset
    /// The inset style.
    public init() {}
}

/// The sidebar list style, as SwiftUI's `SidebarListStyle`: inset grouped on a compact-width iPhone.
public struct SidebarListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.insetGrouped
    /// The sidebar style.
    public init() {}
}

/// The platform's default list style, as SwiftUI's `DefaultListStyle`: inset grouped on iOS 16 and later.
public struct DefaultListStyle: ListStyle, RowsStyled {
    let rows = ListRowsStyle.insetGrouped
    /// The default style.
    public init() {}
}
