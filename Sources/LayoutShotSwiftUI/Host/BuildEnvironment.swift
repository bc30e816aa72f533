/// What a view's layout depends on from above: the environment values that change layout (layout direction,
/// text size, font, line limit) and the axis of the stack the view is directly in (which way a `Spacer`
/// grows and a `Divider` runs).
struct BuildEnvironment {
    var values = EnvironmentValues()
    var stackAxis: Axis?
    /// How many views deep the build is (every view counts, modifiers included), bounded by
    /// `ViewHost.maximumDepth`.
    var depth = 0
    /// The style of the list or form the view is a row of, if any (`Section` lays itself out by it).
    var listStyle: ListRowsStyle?
    /// The style an enclosing `listStyle(_:)` chose for the lists inside, if any.
    var chosenListStyle: ListRowsStyle?
    /// What `scrollContentBackground(_:)` and `defaultScrollAnchor(_:)` chose for the lists inside.
    var listScroll = ListScrollSettings()
    /// The list being built, which tells its sections where its visible top is (for pinned headers).
    var listViewport: ListViewport?
    /// The content of a table's row for its value (the table's first column), for the `TableRow`s inside.
    var tableRowContent: (@MainActor (Any, BuildEnvironment) -> [ViewNode])?
    /// The proposal the root is laid out in, which a `GeometryReader`'s proxy reports.
    var rootProposal = ProposedViewSize.unspecified

    var layoutDirection: LayoutDirection { values.layoutDirection }

    /// The point size text is set at: the font's size at the `.large` text size, scaled for the text size.
    var fontSize: CGFloat {
        (values.font ?? .body).pointSize * values.dynamicTypeSize.bodyPointSize / DynamicTypeSize.large.bodyPointSize
    }
}
