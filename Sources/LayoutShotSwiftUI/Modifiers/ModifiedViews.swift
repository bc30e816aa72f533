/// A view wrapped by a layout modifier (`padding`, `frame`, `fixedSize`, `offset`, `aspectRatio`).
public struct _LayoutModifiedView<Content: View, L: Layout> {
    let content: Content
    let layout: L
    let name: String
}

extension _LayoutModifiedView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a modified view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] { modifierNodes(name, layout, content, environment) }
}

/// A view with views behind it (`background`) or in front of it (`overlay`), which do not change its layout.
public struct _DecoratedView<Content: View, Decoration: View> {
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool
}

extension _DecoratedView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a decorated view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        modifierNodes(isBackground ? "background" : "overlay", DecorationLayout(alignment: alignment), content, environment) {
            var outside = $0
            outside.stackAxis = nil
            let nodes = LayoutShotSwiftUI.makeNodes(decoration, outside)
            for node in nodes { node.isBackground = isBackground }
            return nodes
        }
    }
}

/// A view whose traits (`layoutPriority`, `layoutValue`, `alignmentGuide`, `gridCellColumns`) a modifier sets.
public struct _TraitView<Content: View> {
    let content: Content
    let apply: (inout ViewTraits) -> Void
}

extension _TraitView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a modified view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let nodes = LayoutShotSwiftUI.makeNodes(content, environment)
        for node in nodes { apply(&node.traits) }
        return nodes
    }
}

/// A view built with changed environment values (`environment`, `font`, `lineLimit`, `dynamicTypeSize`).
public struct _EnvironmentView<Content: View> {
    let content: Content
    let apply: (inout EnvironmentValues) -> Void
}

extension _EnvironmentView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a modified view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        var changed = environment
        apply(&changed.values)
        return LayoutShotSwiftUI.makeNodes(content, changed)
    }
}
