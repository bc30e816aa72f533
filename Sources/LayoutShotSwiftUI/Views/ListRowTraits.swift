/// What a list row's modifiers tell its list, as SwiftUI's row preferences: the row's insets
/// (`listRowInsets`), the view behind it (`listRowBackground`), which of its separators are hidden
/// (`listRowSeparator`); on a `Section`, which of the section's separators are hidden (`listSectionSeparator`).
struct ListRowTraits {
    /// The insets of the row's content; nil keeps `ListRowLayout.defaultInsets`.
    var insets: EdgeInsets?
    /// The nodes of the view drawn behind the row, made in the row's environment; nil keeps the list style's.
    var background: (@MainActor (BuildEnvironment) -> [ViewNode])?
    /// The row's edges whose separator is hidden.
    var hiddenSeparators: VerticalEdge.Set = []
    /// The section's edges whose separator is hidden.
    var hiddenSectionSeparators: VerticalEdge.Set = []

    /// `edges` hidden when `visibility` is `.hidden`, shown otherwise (`.automatic` leaves it to the style).
    static func hiding(_ hidden: VerticalEdge.Set, _ edges: VerticalEdge.Set, _ visibility: Visibility) -> VerticalEdge.Set {
        visibility == .hidden ? hidden.union(edges) : hidden.subtracting(edges)
    }
}

/// A view whose rows have `background` behind them (what `listRowBackground(_:)` makes).
public struct _ListRowBackgroundView<Content: View, Background: View> {
    let content: Content
    let background: Background?
}

extension _ListRowBackgroundView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("a list row background view has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let nodes = LayoutShotSwiftUI.makeNodes(content, environment)
        guard let background else {
            for node in nodes { node.traits.listRow.background = nil }
            return nodes
        }
        for node in nodes {
            node.traits.listRow.background = { LayoutShotSwiftUI.makeNodes(background, $0) }
        }
        return nodes
    }
}
