import Foundation

/// A column of a table, as SwiftUI's `TableColumn`: its content for a row value. Its title and width are not
/// laid out (an iPhone shows a table's first column only, without headers; see `Table`).
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let content: (RowValue) -> Content

    /// The column's width: inert.
    public func width(_ width: CGFloat?) -> Self { self }
    /// The column's width limits: inert.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled from a key, showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
    }

    /// A column titled `title`, showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorted by the value at `value`, showing `content`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.content = content
    }

    /// A column sorted by the value at `value`, showing `content`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.content = content
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
    /// A column showing the text at `value`, sorted by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        content = { Text($0[keyPath: value]) }
    }

    /// A column showing the text at `value`, sorted by it.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        content = { Text($0[keyPath: value]) }
    }
}

/// A table's columns, of which an iPhone lays out the first.
public struct _TableColumns<RowValue> {
    let first: ((RowValue) -> AnyView)?
}

/// A result builder that makes a table's columns from `TableColumn`s, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// One column.
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> _TableColumns<RowValue> {
        _TableColumns(first: { AnyView(column.content($0)) })
    }

    /// The columns in order.
    public static func buildBlock(_ columns: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(first: columns.lazy.compactMap(\.first).first)
    }

    /// Columns present or not.
    public static func buildOptional(_ columns: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
        columns ?? _TableColumns(first: nil)
    }

    /// The first branch's columns.
    public static func buildEither(first columns: _TableColumns<RowValue>) -> _TableColumns<RowValue> { columns }

    /// The second branch's columns.
    public static func buildEither(second columns: _TableColumns<RowValue>) -> _TableColumns<RowValue> { columns }
}
