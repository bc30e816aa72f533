import Foundation

/// A container that presents rows of data arranged in one or more columns, as SwiftUI's `Table`, laid out as on
/// an iPhone: Apple's "Tables" overview says narrow displays "may adapt to show only the first column of the
/// table", and in a compact-width size class iOS shows neither the other columns nor the headers. So a table is
/// a plain `List` whose rows are its first column's content for each row value. Selection and sorting are inert.
public struct Table<Value: Identifiable, Rows: View> {
    let columns: _TableColumns<Value>
    let rows: Rows
}

extension Table {
    /// A table of `rows` (`TableRow`s, in `ForEach`es and `Section`s) with `columns`.
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
        @ViewBuilder rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows())
    }

    /// A table of `rows` with a selection; the selection is inert.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @ViewBuilder rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows())
    }

    /// A sortable table of `rows`; the sort order is inert.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>,
        @ViewBuilder rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows())
    }

    /// A sortable table of `rows` with a selection; the selection and sort order are inert.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @ViewBuilder rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows())
    }

    /// A sortable table of `rows` with a single selection; the selection and sort order are inert.
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @ViewBuilder rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(columns: columns(), rows: rows())
    }
}

extension Table where Rows == ForEach<[Value], Value.ID, TableRow<Value>> {
    /// A table of a row for each element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(columns: columns(), rows: ForEach(Array(data)) { TableRow($0) })
    }

    /// A table of `data` with a selection; the selection is inert.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(columns: columns(), rows: ForEach(Array(data)) { TableRow($0) })
    }

    /// A table of `data` with a single selection; the selection is inert.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        self.init(columns: columns(), rows: ForEach(Array(data)) { TableRow($0) })
    }

    /// A sortable table of `data`; the sort order is inert.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(Array(data)) { TableRow($0) })
    }

    /// A sortable table of `data` with a selection; the selection and sort order are inert.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: ForEach(Array(data)) { TableRow($0) })
    }
}

extension Table: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Table has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var inner = environment
        let first = columns.first
        inner.tableRowContent = { value, rowEnvironment in
            guard let value = value as? Value, let first else { return [] }
            return LayoutShotSwiftUI.makeNodes(first(value), rowEnvironment)
        }
        return listNodes("Table", .plain, rows, inner)
    }
}

/// A row of a table, as SwiftUI's `TableRow`: laid out as the table's first column for `value`.
public struct TableRow<Value: Identifiable> {
    let value: Value

    /// The row of `value`.
    public init(_ value: Value) { self.value = value }
}

extension TableRow: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("TableRow has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        environment.tableRowContent?(value, environment) ?? []
    }
}
