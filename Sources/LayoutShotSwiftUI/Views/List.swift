/// A container that presents rows of data arranged in a single column, as SwiftUI's `List`: each view of its
/// content is a row (see `ListRowLayout`: 44 points tall at least, the content inset 16 points from the sides),
/// a `Section` a header and its rows, laid out in the style `listStyle(_:)` chose (inset grouped by default, as
/// on iOS 16 and later) and drawn on its style's background (see `ListChrome`); the list takes the space offered,
/// rows from the top, scrolled by `defaultScrollAnchor(_:)`. Selection is inert.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content

    /// A list of `content`.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }

    /// A list of `content` with a selection; the selection is inert.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of `content` with a multiple selection; the selection is inert.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    /// A list of rows made from identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A list of rows made from data identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of rows made from identifiable data, with a selection; the selection is inert.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list of rows made from bindings to identifiable data.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
        Data.Index: Hashable, SelectionValue == Never
    {
        content = ForEach(bindings(data), id: \.wrappedValue.id, content: rowContent)
    }
}

extension List: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("List has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        listNodes("List", environment.chosenListStyle ?? .insetGrouped, content, environment)
    }
}

/// A binding to each element of `data`.
func bindings<Data: MutableCollection & RandomAccessCollection>(_ data: Binding<Data>) -> [Binding<Data.Element>]
where Data.Index: Hashable {
    data.wrappedValue.indices.map { index in
        Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
}
