/// A container view that you can use to add hierarchy within certain views, as SwiftUI's `Section`. In a list
/// or form it is its header, its rows and its footer, each laid out as a row (a header or footer without the
/// 44-point minimum), inset from the sides and spaced from the section above as the list's style does. Elsewhere its
/// views are its parent's, as a `Group`'s.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent?
    let content: Content
    let footer: Footer?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header, written first.
    public init(@ViewBuilder header: () -> Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header from a key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("Section has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        guard let style = environment.listStyle else {
            return (header.map { LayoutShotSwiftUI.makeNodes($0, environment) } ?? [])
                + LayoutShotSwiftUI.makeNodes(content, environment)
                + (footer.map { LayoutShotSwiftUI.makeNodes($0, environment) } ?? [])
        }
        func caption<V: View>(_ view: V?, _ role: ListRowLayout.Role) -> [ViewNode] {
            guard let view else { return [] }
            return LayoutShotSwiftUI.makeNodes(view, style.captionEnvironment(environment, isHeader: role == .header)).map { node in
                let row = ViewNode(
                    typeName: "ListRow", content: .container(LayoutBox(ListRowLayout(minimumHeight: 0, role: role))),
                    environment: environment)
                row.adopt([node])
                return row
            }
        }
        let rows = LayoutShotSwiftUI.makeNodes(content, environment).map { listRowNode($0, environment) }
        return [sectionNode(header: caption(header, .header), rows: rows, footer: caption(footer, .footer), style, environment)]
    }
}
