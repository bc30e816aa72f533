/// A scrollable view, as SwiftUI's `ScrollView`: its content is offered an unspecified length along the scroll
/// axes and laid out whole, at the top leading corner; the scroll view takes the space offered (the content's
/// length where that is unspecified). Pictures show the content unscrolled.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: View, PrimitiveView {
    /// Never called.
    public var body: Never { fatalError("ScrollView has no body") }

    func makeNodes(_ environment: BuildEnvironment) -> [ViewNode] {
        let layout = ScrollLayout(axes: axes)
        let node = ViewNode(typeName: "ScrollView", content: .container(LayoutBox(layout)), environment: environment)
        var inner = environment
        inner.stackAxis = nil
        node.adopt([containerNode("VStack", VStackLayout(), content, inner)])
        return [node]
    }
}

/// A scroll view's layout: the content offered nothing along the scroll axes.
struct ScrollLayout: Layout, BuiltInLayout {
    let axes: Axis.Set

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews[0].sizeThatFits(offered(proposal))
        return CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: offered(proposal))
    }
}
