/// A view whose lists are laid out in `style` (what `listStyle(_:)` makes).
public struct _ListStyleView<Content: View> {
    let content: Content
    let style: ListRowsStyle
}

extension _ListStyleView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a list style view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var inner = environment
        inner.chosenListStyle = style
        return LayoutShotSwiftUI.makeNodes(content, inner)
    }
}
