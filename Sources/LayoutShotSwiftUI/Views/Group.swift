/// A type that collects multiple instances of a content type into a single unit, as SwiftUI's `Group`:
/// its views are subviews of the enclosing container, and a modifier on it applies to each.
public struct Group<Content: View> {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Group has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { LayoutShotSwiftUI.makeNodes(content, environment) }
}

/// A structure that computes views on demand from a collection of identified data, as SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// Creates views from `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("ForEach has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        data.flatMap { LayoutShotSwiftUI.makeNodes(content($0), environment) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views from a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
